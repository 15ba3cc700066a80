import type { Plugin } from "vite";
import { authEndpoints } from "../src/shared/identity/auth.endpoints";

/** Where src/web/index.html asks for the signed-in user's address: the endpoint table fills it in. */
export const CURRENT_USER_PATH = "%CURRENT_USER_PATH%";

/** The page with the current-user read's path in place of its token; a page without the token is an error (the preload would be lost). */
export function withCurrentUserPath(html: string, path: string = authEndpoints.currentUser.path): string {
  if (!html.includes(CURRENT_USER_PATH)) throw new Error(`index.html has lost its ${CURRENT_USER_PATH} (the current user's preload)`);
  return html.replaceAll(CURRENT_USER_PATH, path);
}

/**
 * Every page starts by asking who is signed in, and index.html preloads that read while the scripts
 * download. Its address comes from the endpoint table (src/shared/identity/auth.endpoints.ts), as
 * every other API address in the browser does (issue 29: no "/api…" typed by hand in src/web), so
 * moving the route moves the preload with it. Runs before Vite reads the page, in dev and in the build.
 */
export function currentUserPreload(): Plugin {
  return { name: "sitebook:current-user-preload", transformIndexHtml: { order: "pre", handler: (html) => withCurrentUserPath(html) } };
}
