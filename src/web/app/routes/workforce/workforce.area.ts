import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The workforce screens (app/web-area.ts). */
export const workforceArea: WebArea = {
  screens: {
    WorkforcePage: lazyScreen("WorkforcePage", () => import("./workforce-page")),
    WorkerPage: lazyScreen("WorkerPage", () => import("./worker-page")),
    WorkerQrPage: lazyScreen("WorkerQrPage", () => import("./worker-qr-page")),
    InductionsPage: lazyScreen("InductionsPage", () => import("./inductions-page")),
    InductionEditorPage: lazyScreen("InductionEditorPage", () => import("./induction-editor-page")),
    RegistrationsPage: lazyScreen("RegistrationsPage", () => import("./registrations-page")),
    MessagesPage: lazyScreen("MessagesPage", () => import("./messages-page")),
  },
};
