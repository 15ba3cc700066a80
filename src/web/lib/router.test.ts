import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeHistory } from "./fake-history";
import { matchesRoute, OUTSIDE_SHELL_ROUTES, PENDING_AREAS, SIGNED_IN_ROUTES } from "@shared/common/screen-routes";
import { matchesPath, navigate } from "./router";

afterEach(() => vi.unstubAllGlobals());

describe("navigate", () => {
  it("numbers each entry it adds, keeps the number when it replaces, and carries the state", () => {
    const h = fakeHistory();
    navigate("/project/a");
    expect(h.current()).toEqual({ state: { idx: 1, usr: null }, url: "/project/a" });
    navigate("/project/a?tab=files", { replace: true, state: { from: "/x" } });
    expect(h.current()).toEqual({ state: { idx: 1, usr: { from: "/x" } }, url: "/project/a?tab=files" });
    navigate("/edit-project/3");
    expect(h.current().state).toEqual({ idx: 2, usr: null });
  });
});

describe("route patterns", () => {
  it("match the screens' paths with their parameters, and nothing longer", () => {
    expect(matchesPath("/project/:slug/site-issues/:action/:issueId", "/project/leeds-depot/site-issues/view/12")).toBe(true);
    expect(matchesPath("/project/:slug", "/project/leeds-depot/carbon-footprint")).toBe(false);
    expect(matchesPath("/fleet/:id/edit", "/fleet/7/edit")).toBe(true);
    expect(matchesPath("/contracts", "/contracts/")).toBe(true);
  });
});

describe("the shared address → screen table", () => {
  it("matches every address as the router does (the server picks the opening screen's files with it)", () => {
    const patterns = [...OUTSIDE_SHELL_ROUTES.flatMap((r) => r.paths), ...SIGNED_IN_ROUTES.flatMap((r) => r.paths), ...PENDING_AREAS.flatMap((a) => a.paths)];
    const paths = patterns.flatMap((p) => {
      const filled = p.replace(/:\w+/g, "x-1");
      return [filled, `${filled}/`, filled.toUpperCase(), `${filled}/more`, filled.split("/").slice(0, -1).join("/") || "/"];
    });
    for (const pattern of patterns) for (const path of paths) expect(matchesRoute(pattern, path), `${pattern} ~ ${path}`).toBe(matchesPath(pattern, path));
  });
});
