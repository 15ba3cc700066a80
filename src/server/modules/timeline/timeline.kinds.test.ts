import { describe, expect, it } from "vitest";
import { TIMELINE_KINDS } from "@shared/timeline/timeline";
import { deriveAreas, type ServerModule } from "../../platform/module";
import { areas, serverModules } from "../index";

describe("the timeline's branches come from the module descriptors", () => {
  it("gives every kind of event exactly one branch among the registered modules", () => {
    const claimed = serverModules.flatMap((m) => (m.timeline ?? []).map((b) => b.kind)).sort();
    expect(claimed).toEqual(Object.keys(TIMELINE_KINDS).sort());
    expect(areas.timeline.map((b) => b.kind).sort()).toEqual(claimed);
  });

  it("stops the server at start when two modules claim one kind", () => {
    const diary = serverModules.find((m) => m.name === "diary")!;
    const copy: ServerModule = { ...diary, name: "copy", endpoints: {}, timeline: diary.timeline!.slice(0, 1) };
    expect(() => deriveAreas([diary, copy])).toThrow("Timeline kind diary_entry_created is claimed twice (again by module copy)");
  });
});
