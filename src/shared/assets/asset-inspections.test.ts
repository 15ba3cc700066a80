import { describe, expect, it } from "vitest";
import { inspectionSchema, takesOutOfUse } from "./asset-inspections";

const LOLER = {
  kind: "thorough_examination",
  day: "2025-03-01",
  examinerName: "Priya Shah",
  examinerCompany: "Allianz Engineering Inspection",
  safeWorkingLoad: "1 t",
  mayStayInUse: true,
  nextDueDay: "2025-09-01",
};

describe("inspectionSchema", () => {
  it("works LOLER's result out from its defects and whether it may stay in use", () => {
    expect(inspectionSchema.parse(LOLER)).toMatchObject({ result: "pass", mayStayInUse: true, defects: [] });
    const watch = inspectionSchema.parse({ ...LOLER, result: "fail", defects: [{ description: "Wear pad", dangerous: false, repairBy: "2025-04-01" }] });
    expect(watch).toMatchObject({ result: "pass_with_defects", mayStayInUse: true });
    const danger = inspectionSchema.parse({ ...LOLER, mayStayInUse: false, defects: [{ description: "Hose chafed", dangerous: true }] });
    expect(danger).toMatchObject({ result: "fail", mayStayInUse: false, defects: [{ repairBy: null }] });
    expect(inspectionSchema.parse({ ...LOLER, mayStayInUse: false }).result).toBe("fail");
  });

  it("other kinds say their result; an electrical tier keeps no defects and no safe working load", () => {
    const pat = inspectionSchema.parse({ kind: "inspection_and_test", day: "2025-03-01", examinerName: "Sparks", result: "pass", safeWorkingLoad: "x" });
    expect(pat).toMatchObject({ result: "pass", mayStayInUse: true, defects: [], safeWorkingLoad: null });
    const puwer = inspectionSchema.parse({ kind: "puwer_inspection", day: "2025-03-01", examinerName: "Fitter", result: "fail" });
    expect(puwer).toMatchObject({ result: "fail", mayStayInUse: false });
  });

  it("supplier evidence needs its document and, outside LOLER, its next due day", () => {
    const refused = inspectionSchema.safeParse({ kind: "inspection_and_test", day: "2025-03-01", examinerName: "Hire Co", result: "pass", bySupplier: true });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      "Choose the supplier's inspection document",
      "The next due date the supplier's evidence states is required",
    ]);
  });
});

describe("takesOutOfUse", () => {
  it("a fail, a danger now, or 'may not stay in use'", () => {
    expect(takesOutOfUse({ result: "pass", mayStayInUse: true, defects: [] })).toBe(false);
    expect(takesOutOfUse({ result: "pass_with_defects", mayStayInUse: true, defects: [{ dangerous: false }] })).toBe(false);
    expect(takesOutOfUse({ result: "fail", mayStayInUse: true, defects: [] })).toBe(true);
    expect(takesOutOfUse({ result: "pass", mayStayInUse: false, defects: [] })).toBe(true);
    expect(takesOutOfUse({ result: "pass", mayStayInUse: true, defects: [{ dangerous: true }] })).toBe(true);
  });
});
