import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { authEndpoints } from "../src/shared/identity/auth.endpoints";
import { CURRENT_USER_PATH, withCurrentUserPath } from "./vite-current-user-preload";

const page = fs.readFileSync(new URL("../src/web/index.html", import.meta.url), "utf8");

describe("the current user's preload in index.html", () => {
  it("takes its address from the endpoint table, so the page names no API path of its own", () => {
    expect(page).not.toMatch(/"\/api/);
    const html = withCurrentUserPath(page);
    expect(html).toContain(`<link rel="preload" href="${authEndpoints.currentUser.path}" as="fetch" crossorigin="use-credentials" />`);
    expect(html).not.toContain(CURRENT_USER_PATH);
  });

  it("refuses a page that has lost the token, rather than building one without the preload", () => {
    expect(() => withCurrentUserPath("<html><head></head></html>")).toThrow(/preload/);
  });
});
