import { describe, expect, it } from "vitest";
import { suggestWasteMaterial, suggestWasteMaterials, wasteMaterialMismatch } from "./waste-material";
import { isHazardousCode, normaliseWasteCode, noRouteFactorMessage, wasteEntrySchema } from "./waste-entry";

describe("suggestWasteMaterial: List of Waste code → DESNZ waste material", () => {
  it.each([
    ["17 01 01", "Concrete"],
    ["17 01 02", "Bricks"],
    ["17 02 01", "Wood"],
    ["17 02 02", "Glass"],
    ["17 02 03", "Plastics: average plastics"],
    ["17 03 02", "Asphalt"],
    ["17 04 01", "Metals"],
    ["17 04 05", "Metals"],
    ["17 04 07", "Metals"],
    ["17 04 09*", "Metals"],
    ["17 05 04", "Soils"],
    ["17 05 06", "Soils"],
    ["17 05 08", "Aggregates"],
    ["17 06 01*", "Asbestos"],
    ["17 06 05*", "Asbestos"],
    ["17 06 04", "Insulation"],
    ["17 08 02", "Plasterboard"],
    ["17 09 04", "Average construction"],
    ["20 03 01", "Commercial and industrial waste"],
  ])("%s → %s", (code, material) => {
    expect(suggestWasteMaterial(code)).toBe(material);
  });

  it("offers soils or aggregates for excavated material", () => {
    expect(suggestWasteMaterials("17 05 04")).toEqual(["Soils", "Aggregates"]);
    expect(suggestWasteMaterials("17 05 08")).toEqual(["Aggregates", "Soils"]);
  });

  it("reads codes typed without spaces and has no guess for codes that say nothing about the material", () => {
    expect(suggestWasteMaterial("170101")).toBe("Concrete");
    expect(suggestWasteMaterial("17 09 03*")).toBeNull();
    expect(suggestWasteMaterial("01 01 01")).toBeNull();
    expect(suggestWasteMaterials("nonsense")).toEqual([]);
  });
});

describe("waste code helpers", () => {
  it("normalises the way codes are typed and spots the hazardous asterisk", () => {
    expect(normaliseWasteCode("170605*")).toBe("17 06 05*");
    expect(normaliseWasteCode(" 17-01-01 ")).toBe("17 01 01");
    expect(normaliseWasteCode("17 06 05 *")).toBe("17 06 05*");
    expect(isHazardousCode("17 06 05*")).toBe(true);
    expect(isHazardousCode("17 01 01")).toBe(false);
  });

  it("says which route DESNZ has no factor for", () => {
    expect(noRouteFactorMessage("Concrete", "combustion")).toBe("DESNZ publishes no factor for Concrete by combustion");
  });
});

describe("wasteMaterialMismatch: a code and a material that disagree need confirming (issue 11 item 14)", () => {
  it("names both", () => {
    expect(wasteMaterialMismatch("17 01 01", "Wood")).toBe("17 01 01 is concrete; confirm that this waste is wood");
    expect(wasteMaterialMismatch("170504", "Plasterboard")).toBe("17 05 04 is soils or aggregates; confirm that this waste is plasterboard");
    expect(wasteMaterialMismatch("20 01 36", "Wood")).toBe("20 01 36 is WEEE - mixed; confirm that this waste is wood");
  });

  it("asks nothing when they agree, when no material is chosen or when the code names none", () => {
    expect(wasteMaterialMismatch("17 01 01", "Concrete")).toBeNull();
    expect(wasteMaterialMismatch("17 05 04", "Aggregates")).toBeNull();
    expect(wasteMaterialMismatch("17 04 05", "Metal: scrap metal")).toBeNull();
    expect(wasteMaterialMismatch("17 01 01", "")).toBeNull();
    expect(wasteMaterialMismatch("17 09 03*", "Wood")).toBeNull();
  });

  it("is a rule of the form and API schema: refused unconfirmed, accepted confirmed", () => {
    const body = { projectId: 1, date: "2025-03-14", wasteCode: "17 01 01", description: "Slab", weight: 12, wasteMaterial: "Wood", disposalRoute: "landfill" };
    const refused = wasteEntrySchema.safeParse(body);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ["wasteMaterialConfirmed"], message: "17 01 01 is concrete; confirm that this waste is wood" }),
    ]);
    expect(wasteEntrySchema.safeParse({ ...body, wasteMaterialConfirmed: true }).success).toBe(true);
    expect(wasteEntrySchema.safeParse({ ...body, wasteMaterial: "Concrete" }).data?.wasteMaterialConfirmed).toBe(false);
  });
});
