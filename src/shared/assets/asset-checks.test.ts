import { describe, expect, it } from "vitest";
import { checklistFor, DEFAULT_CHECKLISTS, LIFTING_GEAR_CHECKLIST, preUseCheckSchema } from "./asset-checks";

describe("checklistFor", () => {
  const rows = [
    { assetType: "plant", category: "Excavator", items: ["Quick hitch locked"] },
    { assetType: "tools", category: null, items: ["Guard fitted"] },
  ];
  it("takes the category's list (any case, spaces trimmed), else the type's, else the built-in one", () => {
    expect(checklistFor({ type: "plant", category: " EXCAVATOR ", liftingUse: null }, rows)).toEqual({ items: ["Quick hitch locked"], source: "category" });
    expect(checklistFor({ type: "plant", category: "Dumper", liftingUse: null }, rows)).toEqual({ items: DEFAULT_CHECKLISTS.plant, source: "default" });
    expect(checklistFor({ type: "tools", category: "Drill", liftingUse: null }, rows)).toEqual({ items: ["Guard fitted"], source: "type" });
  });
  it("a lifting accessory gets the lifting gear checks unless its type or category has a list", () => {
    expect(checklistFor({ type: "equipment", category: null, liftingUse: "accessory" }, rows)).toEqual({
      items: LIFTING_GEAR_CHECKLIST,
      source: "lifting_gear",
    });
    expect(checklistFor({ type: "tools", category: null, liftingUse: "accessory" }, rows).source).toBe("type");
    expect(checklistFor({ type: "plant", category: null, liftingUse: "other" }, rows).source).toBe("default");
  });
  it("an unknown type (an older record) falls back to Other's list", () => {
    expect(checklistFor({ type: "boats", category: null, liftingUse: null }, []).items).toEqual(DEFAULT_CHECKLISTS.other);
  });
});

describe("preUseCheckSchema", () => {
  it("a defect needs its note; an OK needs none; blanks are none", () => {
    const parsed = preUseCheckSchema.parse({ answers: [{ item: "Horn", ok: true, note: " " }], workerId: "", projectId: "", hoursReading: "" });
    expect(parsed).toEqual({ answers: [{ item: "Horn", ok: true, note: null }], workerId: null, projectId: null, day: null, hoursReading: null });
    const refused = preUseCheckSchema.safeParse({ answers: [{ item: "Horn", ok: false }] });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["answers.0.note", "Say what is wrong"]]);
  });
});
