import { describe, expect, it } from "vitest";
import { areas } from "../modules/index";
import { mayHoldCarbon } from "./carbon-access";

describe("which answers the carbon-field walk can skip", () => {
  const all = Object.values(areas.endpointTables).flatMap((t) => Object.values(t));
  const byPath = (method: string, path: string) => all.find((e) => e.method === method && e.path === path)!;

  it("skips answers whose schema has no carbon field", () => {
    expect(mayHoldCarbon(byPath("GET", "/api/projects"))).toBe(false);
    expect(mayHoldCarbon(byPath("GET", "/api/projects/by-slug/:slug/diary-entries"))).toBe(false);
  });

  it("walks answers that declare carbon fields, and any answer without a schema", () => {
    expect(mayHoldCarbon(byPath("GET", "/api/energy-entries/:id"))).toBe(true);
    expect(mayHoldCarbon(byPath("GET", "/api/projects/by-slug/:slug/visitors"))).toBe(true);
    expect(mayHoldCarbon(byPath("GET", "/api/projects/by-slug/:slug/summary"))).toBe(true);
    expect(mayHoldCarbon(undefined)).toBe(true);
  });
});
