import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The company screens (app/web-area.ts). */
export const companyArea: WebArea = {
  screens: {
    CompanyPage: lazyScreen("CompanyPage", () => import("./company-page")),
  },
};
