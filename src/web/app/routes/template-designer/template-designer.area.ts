import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The template designer screens (app/web-area.ts). */
export const templateDesignerArea: WebArea = {
  screens: {
    TemplateDesignerPage: lazyScreen("TemplateDesignerPage", () => import("./template-designer-page")),
  },
};
