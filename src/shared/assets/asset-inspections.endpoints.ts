import { endpoint, under, type Changes } from "../common/contract";
import { assetsEndpoints } from "./assets.endpoints";
import { pageQuery } from "../common/paging";
import { assetParams } from "./asset";
import {
  assetSafetySchema,
  assetSettingsSchema,
  assetSettingsViewSchema,
  inspectionDocumentsSchema,
  inspectionListSchema,
  inspectionSchema,
  recordedInspectionSchema,
} from "./asset-inspections";

/**
 * An asset's inspections and examinations (LOLER, PUWER, HSG107's electrical tiers, a supplier's
 * evidence), whether it is safe to use now, and the company's inspection settings (decision 0074).
 */
export const assetInspectionsEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/assets/:id/inspections",
    access: ["Assets", "view"],
    summary: "An asset's inspections and examinations of every kind, newest first",
    params: assetParams,
    query: pageQuery,
    response: inspectionListSchema,
  }),
  record: endpoint({
    method: "POST",
    path: "/api/assets/:id/inspections",
    access: ["Assets", "edit"],
    summary:
      "Record an inspection: a LOLER thorough examination with its report's required content, a PUWER inspection, an electrical check of HSG107's three tiers, or a hired-in item's supplier evidence. A fail, a defect that is a danger now or 'may not stay in use' takes the item out of use",
    params: assetParams,
    body: inspectionSchema,
    response: recordedInspectionSchema,
    status: 201,
  }),
  documents: endpoint({
    method: "GET",
    path: "/api/assets/:id/inspection-documents",
    access: ["Assets", "view"],
    summary: "The asset's documents in the Inspection category: what a supplier's evidence may point at",
    params: assetParams,
    response: inspectionDocumentsSchema,
  }),
  safety: endpoint({
    method: "GET",
    path: "/api/assets/:id/safety",
    access: ["Assets", "view"],
    summary: "Whether the asset is safe to use now (green, amber, red) and why, each inspection it needs with its last and next day, and any out-of-use flag",
    params: assetParams,
    response: assetSafetySchema,
  }),
  settings: endpoint({
    method: "GET",
    path: "/api/assets/settings",
    access: ["Assets", "view"],
    summary:
      "The company's electrical check intervals (HSG107's suggestions for 110 V tools until it sets its own) and the days before hired-in plant is flagged idle",
    response: assetSettingsViewSchema,
  }),
  saveSettings: endpoint({
    method: "PUT",
    path: "/api/assets/settings",
    access: ["Assets", "edit"],
    summary: "Set the electrical check intervals and warning days of each tier, and the idle-hire days",
    body: assetSettingsSchema,
    response: assetSettingsViewSchema,
  }),
};

/** An inspection changes the asset's safety, inspections and the register's colour; the settings change every electrical tool's: every read under /api/assets. */
export const assetInspectionsChanges: Changes = [under(assetsEndpoints.list)];
export const assetSettingsChanges: Changes = [under(assetsEndpoints.list)];
