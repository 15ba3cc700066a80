import { describe, expect, it } from "vitest";
import { checklistProblem, defectSummary, HGV_WALKAROUND_ITEMS, WALKAROUND_ITEMS, walkaroundCheckSchema, walkaroundItemsFor } from "./walkaround";

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => [i.path.join("."), i.message]);
const allOk = (items = WALKAROUND_ITEMS) => items.map((i) => ({ key: i.key, result: "ok" }));

describe("walkaround checklist", () => {
  it("a car or van gets DVSA's walkaround items; a truck, anything over 3.5 t or under an operator's licence the HGV extras too", () => {
    expect(walkaroundItemsFor({ vehicleType: "van", grossWeightKg: 3500 })).toEqual(WALKAROUND_ITEMS);
    expect(walkaroundItemsFor({ vehicleType: "car", grossWeightKg: null })).toEqual(WALKAROUND_ITEMS);
    const hgv = [...WALKAROUND_ITEMS, ...HGV_WALKAROUND_ITEMS];
    expect(walkaroundItemsFor({ vehicleType: "van", grossWeightKg: 3501 })).toEqual(hgv);
    expect(walkaroundItemsFor({ vehicleType: "truck", grossWeightKg: null })).toEqual(hgv);
    expect(walkaroundItemsFor({ vehicleType: "other", grossWeightKg: null, operatorLicence: true })).toEqual(hgv);
    expect(WALKAROUND_ITEMS.map((i) => i.label)).toEqual(expect.arrayContaining(["Lights and indicators", "Tyres and wheel fixings", "Brakes", "Seat belts"]));
    expect(HGV_WALKAROUND_ITEMS.map((i) => i.label)).toEqual(
      expect.arrayContaining(["Coupling security", "Tachograph working", "Spray suppression and wings"]),
    );
    expect(new Set([...WALKAROUND_ITEMS, ...HGV_WALKAROUND_ITEMS].map((i) => i.key)).size).toBe(WALKAROUND_ITEMS.length + HGV_WALKAROUND_ITEMS.length);
  });

  it("every item answered once, nothing else", () => {
    expect(checklistProblem(WALKAROUND_ITEMS, allOk())).toBeNull();
    expect(checklistProblem(WALKAROUND_ITEMS, allOk().slice(2))).toBe("Answer every check: Dashboard warning lamps, Steering");
    expect(checklistProblem(WALKAROUND_ITEMS, [...allOk(), { key: "coupling" }])).toBe("Not a check of this vehicle: coupling");
  });
});

describe("walkaroundCheckSchema", () => {
  it("a nil-defect check: all OK (or N/A), blanks are none, unsafe false by default", () => {
    const parsed = walkaroundCheckSchema.parse({
      answers: [
        { key: "brakes", result: "ok", note: " " },
        { key: "horn", result: "na" },
      ],
      mileage: "45,210",
      driverWorkerId: "",
    });
    expect(parsed).toEqual({
      answers: [
        { key: "brakes", result: "ok", note: null },
        { key: "horn", result: "na", note: null },
      ],
      driverWorkerId: null,
      mileage: 45210,
      unsafe: false,
      notes: null,
      day: null,
    });
  });

  it("a defect needs its note; unsafe needs a defect; one answer per item; one driver; a whole mileage", () => {
    const r = walkaroundCheckSchema.safeParse({
      answers: [
        { key: "lights", result: "defect" },
        { key: "lights", result: "ok" },
        { key: "horn", result: "maybe" },
      ],
      mileage: "12.5",
      driverWorkerId: 1,
      driverUserId: 2,
    });
    expect(issues(r)).toEqual([
      ["answers.0.note", "Say what is wrong"],
      ["answers.2.result", "Choose OK, Defect or N/A"],
      ["mileage", "Mileage must be a whole number of miles"],
      ["answers.1.key", "Each check may be answered once"],
      ["driverUserId", "Choose one driver: a worker or a user"],
    ]);
    const unsafe = walkaroundCheckSchema.safeParse({
      answers: [
        { key: "lights", result: "ok" },
        { key: "lights", result: "ok" },
      ],
      unsafe: true,
      driverWorkerId: 1,
      driverUserId: 2,
    });
    expect(issues(unsafe)).toEqual([
      ["answers.1.key", "Each check may be answered once"],
      ["driverUserId", "Choose one driver: a worker or a user"],
      ["unsafe", "Only a defect can make the vehicle unsafe to drive"],
    ]);
    expect(issues(walkaroundCheckSchema.safeParse({ answers: [] }))).toEqual([["answers", "Answer every check"]]);
  });

  it("the defect summary names each defect with its note", () => {
    expect(
      defectSummary([
        { label: "Lights and indicators", result: "defect", note: "Nearside brake light out" },
        { label: "Horn", result: "ok" },
        { label: "Tyres and wheel fixings", result: "defect", note: "Offside front worn to 1.5 mm" },
      ]),
    ).toBe("Lights and indicators: Nearside brake light out; Tyres and wheel fixings: Offside front worn to 1.5 mm");
  });
});
