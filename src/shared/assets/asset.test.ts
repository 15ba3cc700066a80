import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { checkTradeRule } from "../workforce/card-rules";
import {
  ASSET_CONDITIONS,
  ASSET_FUEL_TYPES,
  ASSET_STATUSES,
  ASSET_TYPES,
  assetSchema,
  createAssetSchema,
  assetStatusLabel,
  plantCategoryCardsSchema,
  updateAssetSchema,
  type AssetFormValues,
} from "./asset";

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};
const base: AssetFormValues = { name: "Telehandler JCB 540-140", type: "plant" };

describe("assetSchema: the spec's fields (data-model.md §5 Asset)", () => {
  it("keeps the spec's lists, character for character", () => {
    expect(ASSET_TYPES).toEqual(["plant", "tools", "machinery", "vehicles", "equipment", "other"]);
    expect(ASSET_STATUSES).toEqual(["active", "maintenance", "retired", "sold", "lost"]);
    expect(ASSET_CONDITIONS).toEqual(["excellent", "good", "fair", "poor"]);
    expect(ASSET_FUEL_TYPES).toEqual(["diesel", "petrol", "electric", "hybrid", "manual", "none"]);
    expect(assetStatusLabel("maintenance")).toBe("In maintenance");
  });

  it("says the spec's words for the name", () => {
    expect(messages(assetSchema, { ...base, name: "  " })).toEqual(["name: Asset name is required"]);
    expect(messages(assetSchema, { type: "plant" })).toEqual(["name: Asset name is required"]);
    expect(messages(assetSchema, { ...base, name: "x".repeat(201) })).toEqual(["name: Asset name too long"]);
    expect(assetSchema.parse({ ...base, name: "x".repeat(200) }).name).toHaveLength(200);
  });

  it("needs a type from the list; is active by default, owned, and keeps blanks as null", () => {
    expect(messages(assetSchema, { name: "Breaker" })).toEqual(["type: Choose an asset type"]);
    expect(messages(assetSchema, { ...base, type: "crane" })).toEqual(["type: Choose an asset type"]);
    const asset = assetSchema.parse({ ...base, condition: "", serialNumber: " ", fuelType: null, status: "" });
    expect(asset).toMatchObject({ status: "active", ownership: "owned", condition: null, serialNumber: null, fuelType: null });
    expect(messages(assetSchema, { ...base, condition: "new", fuelType: "gas" })).toEqual([
      "condition: Choose a condition: excellent, good, fair or poor",
      "fuelType: Choose a fuel type: diesel, petrol, electric, hybrid, manual or none",
    ]);
  });

  it("limits text to the spec's lengths", () => {
    const long = (n: number) => "x".repeat(n);
    expect(messages(assetSchema, { ...base, category: long(101), supplier: long(201), notes: long(2001) })).toEqual([
      "category: Category must be 100 characters or fewer",
      "supplier: Supplier must be 200 characters or fewer",
      "notes: Notes must be 2000 characters or fewer",
    ]);
    expect(messages(assetSchema, { ...base, model: long(100), serialNumber: long(100), manufacturer: long(100), location: long(200) })).toEqual([]);
  });

  it("reads money, meters and intervals exactly", () => {
    const asset = assetSchema.parse({
      ...base,
      purchasePrice: "£85,000",
      operatingHours: "1250.5",
      mileage: 12000,
      maintenanceInterval: "90",
      maintenanceIntervalHours: 250,
    });
    expect(asset).toMatchObject({
      purchasePrice: "85000.00",
      operatingHours: "1250.5",
      mileage: "12000",
      maintenanceInterval: 90,
      maintenanceIntervalHours: 250,
    });
    expect(messages(assetSchema, { ...base, operatingHours: "1250.55", mileage: "12000.5" })).toEqual([
      "operatingHours: Operating hours can have at most 1 decimal place",
      "mileage: Mileage must be whole miles",
    ]);
    expect(messages(assetSchema, { ...base, inspectionIntervalMiles: 0 })).toEqual(["inspectionIntervalMiles: Inspection interval (miles) must be 1 or more"]);
  });

  it("takes a tool's vibration magnitude in m/s², more than 0 and at most 100", () => {
    expect(assetSchema.parse({ ...base, type: "tools", vibrationMagnitude: "3.5" }).vibrationMagnitude).toBe("3.50");
    expect(messages(assetSchema, { ...base, vibrationMagnitude: "0" })).toEqual(["vibrationMagnitude: Vibration magnitude must be more than 0 m/s²"]);
    expect(messages(assetSchema, { ...base, vibrationMagnitude: "100.01" })).toEqual(["vibrationMagnitude: Vibration magnitude must be 100 m/s² or less"]);
  });

  it("takes an engine's stage and power for the NRMM register", () => {
    expect(assetSchema.parse({ ...base, engineStage: "stage_v", enginePowerKw: "55" })).toMatchObject({ engineStage: "stage_v", enginePowerKw: "55.0" });
    expect(messages(assetSchema, { ...base, engineStage: "stage_6" })).toEqual(["engineStage: Choose the engine's emission stage"]);
  });
});

describe("assetSchema: hired-in plant", () => {
  const hired = { ...base, ownership: "hired_in", hireSupplier: "Speedy Hire", onHireDate: "2026-03-02" } as const;

  it("needs the hire supplier", () => {
    expect(messages(assetSchema, { ...hired, hireSupplier: "" })).toEqual(["hireSupplier: Hire supplier is required for hired-in plant"]);
    expect(assetSchema.parse({ ...hired, hireOrderReference: "PO-1042" })).toMatchObject({ hireSupplier: "Speedy Hire", hireOrderReference: "PO-1042" });
  });

  it("keeps off hire after on hire, and collection after off hire, reporting both at once", () => {
    expect(messages(assetSchema, { ...hired, offHireDate: "2026-03-01", collectionDate: "2026-02-28" })).toEqual([
      "offHireDate: Off-hire date cannot be before the on-hire date",
      "collectionDate: Collection date cannot be before the off-hire date",
    ]);
    expect(messages(assetSchema, { ...hired, offHireDate: "2026-03-02", collectionDate: "2026-03-02" })).toEqual([]);
  });

  it("drops hire details from an owned asset", () => {
    expect(assetSchema.parse({ ...hired, ownership: "owned" })).toMatchObject({ hireSupplier: null, onHireDate: null });
  });

  it("keeps a next date on or after the last one", () => {
    expect(messages(assetSchema, { ...base, lastInspectionDate: "2026-03-02", nextInspectionDate: "2026-03-01" })).toEqual([
      "nextInspectionDate: Next inspection date cannot be before the last inspection date",
    ]);
  });
});

describe("updateAssetSchema", () => {
  it("takes any one field", () => {
    expect(updateAssetSchema.parse({ status: "lost" })).toEqual({ status: "lost" });
    expect(messages(updateAssetSchema, { status: "stolen" })).toEqual(["status: Choose a status: active, maintenance, retired, sold or lost"]);
  });
});

describe("plant category cards", () => {
  it("names the cards its operators need, checked as a trade's rule is", () => {
    const rule = plantCategoryCardsSchema.parse({ category: "360 excavator", requirements: [[{ scheme: "CPCS" }, { scheme: "NPORS" }]] });
    const expired = [{ scheme: "CPCS", expiryDate: "2026-01-31", validated: true }];
    // As the server reads a stored rule (trade-card-rules.service.ts): no card type is none named.
    const requirements = rule.requirements.map((g) => g.map((r) => ({ scheme: r.scheme, cardType: r.cardType ?? undefined })));
    expect(checkTradeRule(requirements, expired, "2026-02-01").state).toBe("not_met");
    expect(checkTradeRule(requirements, expired, "2026-01-31").state).toBe("met");
    expect(messages(plantCategoryCardsSchema, { category: "Dumper", requirements: [] })).toEqual(["requirements: A rule needs at least one group of cards"]);
  });
});

describe("createAssetSchema", () => {
  it("takes the contract it starts on; the yard is none (a form's empty choice too)", () => {
    expect(createAssetSchema.parse({ ...base, projectId: "12" }).projectId).toBe(12);
    expect(createAssetSchema.parse({ ...base, projectId: "" }).projectId).toBeNull();
    expect(messages(createAssetSchema, { ...base, projectId: "abc" })).toEqual(["projectId: Contract not found"]);
  });

  it("keeps a scheme and installation only with a lifting use, and a scheme of 1 to 24 months", () => {
    expect(createAssetSchema.parse({ ...base, examinationSchemeMonths: "9", dependsOnInstallation: true })).toMatchObject({
      examinationSchemeMonths: null,
      dependsOnInstallation: false,
    });
    expect(createAssetSchema.parse({ ...base, liftingUse: "other", examinationSchemeMonths: "9" }).examinationSchemeMonths).toBe(9);
    expect(messages(createAssetSchema, { ...base, liftingUse: "other", examinationSchemeMonths: "25" })).toEqual([
      "examinationSchemeMonths: An examination scheme's interval must be 1 to 24 months",
    ]);
  });
});
