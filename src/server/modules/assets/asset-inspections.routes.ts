import { assetInspectionsEndpoints } from "@shared/assets/asset-inspections.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import * as inspections from "./asset-inspections.service";
import * as settings from "./asset-settings.service";

/** Inspections, the asset's safety and the company's inspection settings (shared/assets/asset-inspections.endpoints.ts). */
export const assetInspectionsRoutes: Module = async (app, { db }) => {
  routes(app, assetInspectionsEndpoints, {
    list: (req) => inspections.listInspections(db, req.params.id, req.query),
    record: (req) => inspections.recordInspection({ db, request: req }, req.params.id, req.body),
    documents: (req) => inspections.inspectionDocuments(db, req.params.id),
    safety: (req) => inspections.assetSafety({ db, request: req }, req.params.id),
    settings: () => settings.getAssetSettings(db),
    saveSettings: (req) => settings.saveAssetSettings({ db, request: req }, req.body),
  });
};
