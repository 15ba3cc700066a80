import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The screens outside any area: the sign-in debug page and the confirmation dialogs' test page (app/web-area.ts). */
export const systemArea: WebArea = {
  screens: {
    AuthDebugPage: lazyScreen("AuthDebugPage", () => import("../auth/auth-debug-page")),
    TestConfirmationsPage: lazyScreen("TestConfirmationsPage", () => import("./test-confirmations-page")),
  },
};
