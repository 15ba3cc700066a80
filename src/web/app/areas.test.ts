import { describe, expect, it } from "vitest";
import { SIGNED_IN_ROUTES } from "@shared/common/screen-routes";
import { WEB_AREAS } from "./areas";

describe("the browser's areas (app/areas.ts)", () => {
  const named = WEB_AREAS.flatMap((area) => Object.keys(area.screens));

  it("give every signed-in route's screen a component, each named by one area", () => {
    expect(new Set(named).size).toBe(named.length);
    for (const { screen } of SIGNED_IN_ROUTES) expect(named, `${screen} has no area`).toContain(screen);
  });

  it("name no screen the route table lacks, so none is unreachable", () => {
    const routed = new Set(SIGNED_IN_ROUTES.map((r) => r.screen));
    expect(named.filter((screen) => !routed.has(screen))).toEqual([]);
  });

  it("warm each list in a slot of its own", () => {
    const slots = WEB_AREAS.flatMap((area) => area.prefetch ?? []).map((p) => p.slot);
    expect(new Set(slots).size).toBe(slots.length);
  });
});
