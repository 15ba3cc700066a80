import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The projects screens (app/web-area.ts). */
export const projectsArea: WebArea = {
  screens: {
    ProjectListPage: lazyScreen("ProjectListPage", () => import("./project-list-page")),
    CreateContractPage: lazyScreen("CreateContractPage", () => import("./create-contract-page")),
    EditProjectPage: lazyScreen("EditProjectPage", () => import("./edit-project-page")),
    ProjectDiaryPage: lazyScreen("ProjectDiaryPage", () => import("./project-diary-page")),
  },
};
