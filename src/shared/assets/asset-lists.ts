import { labelled } from "../common/labelled";

/**
 * The asset register's closed lists (data-model.md §4 asset status, §5 Asset and Asset document;
 * issue 32 for ownership and engine stage): the stored values are the spec's, character for
 * character; the labels are what screens, the CSV and the QR scan show.
 */

/** §5 Asset: type. */
export const {
  values: ASSET_TYPES,
  labels: ASSET_TYPE_LABELS,
  label: assetTypeLabel,
} = labelled({
  plant: "Plant",
  tools: "Tools",
  machinery: "Machinery",
  vehicles: "Vehicles",
  equipment: "Equipment",
  other: "Other",
});
export type AssetType = (typeof ASSET_TYPES)[number];

/** §4 asset status, active first (the default). Only an active asset is in service (rules/inspections.ts). */
export const {
  values: ASSET_STATUSES,
  labels: ASSET_STATUS_LABELS,
  label: assetStatusLabel,
} = labelled({
  active: "Active",
  maintenance: "In maintenance",
  retired: "Retired",
  sold: "Sold",
  lost: "Lost",
});
export type AssetStatus = (typeof ASSET_STATUSES)[number];
export const DEFAULT_ASSET_STATUS: AssetStatus = "active";

/** §5 Asset: condition. */
export const {
  values: ASSET_CONDITIONS,
  labels: ASSET_CONDITION_LABELS,
  label: assetConditionLabel,
} = labelled({ excellent: "Excellent", good: "Good", fair: "Fair", poor: "Poor" });
export type AssetCondition = (typeof ASSET_CONDITIONS)[number];

/** §5 Asset: fuelType. */
export const {
  values: ASSET_FUEL_TYPES,
  labels: ASSET_FUEL_TYPE_LABELS,
  label: assetFuelTypeLabel,
} = labelled({
  diesel: "Diesel",
  petrol: "Petrol",
  electric: "Electric",
  hybrid: "Hybrid",
  manual: "Manual (no engine)",
  none: "None",
});
export type AssetFuelType = (typeof ASSET_FUEL_TYPES)[number];

/** Owned, or hired in from a plant hire company (issue 32, "Hired-in plant"). */
export const { values: ASSET_OWNERSHIPS, labels: ASSET_OWNERSHIP_LABELS, label: assetOwnershipLabel } = labelled({ owned: "Owned", hired_in: "Hired in" });
export type AssetOwnership = (typeof ASSET_OWNERSHIPS)[number];

/**
 * The emission stage of a non-road machine's engine (EU/UK NRMM stages), as London's NRMM register
 * asks for it with the engine's power. Pre-Stage I is an engine older than any standard.
 */
export const {
  values: ENGINE_STAGES,
  labels: ENGINE_STAGE_LABELS,
  label: engineStageLabel,
} = labelled({
  pre_stage_i: "Pre-Stage I",
  stage_i: "Stage I",
  stage_ii: "Stage II",
  stage_iiia: "Stage IIIA",
  stage_iiib: "Stage IIIB",
  stage_iv: "Stage IV",
  stage_v: "Stage V",
});
export type EngineStage = (typeof ENGINE_STAGES)[number];

/** §5 Asset document: category. */
export const {
  values: ASSET_DOCUMENT_CATEGORIES,
  labels: ASSET_DOCUMENT_CATEGORY_LABELS,
  label: assetDocumentCategoryLabel,
} = labelled({
  insurance: "Insurance",
  inspection: "Inspection",
  maintenance: "Maintenance",
  compliance: "Compliance",
  purchase_warranty: "Purchase and warranty",
  training: "Training",
  other: "Other",
});
export type AssetDocumentCategory = (typeof ASSET_DOCUMENT_CATEGORIES)[number];
