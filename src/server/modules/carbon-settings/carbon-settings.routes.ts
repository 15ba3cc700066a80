import { carbonSettingsSchema, deleteFactorParams } from "@shared/carbon-settings/carbon-settings";
import type { Module } from "../../platform/module";
import { getCarbonSettings, updateCarbonSettings } from "./carbon-settings.service";
import { deleteCompanyFactor, importCompanyFactors, readFactorFile } from "./company-factors.service";

/**
 * Carbon Standards (/carbon-settings): the company's DESNZ reporting year and its own conversion
 * factors. Carbon Tracking view reads; edit sets the year; create imports, delete removes (decision 0009).
 * The factor library itself is read through GET /api/carbon-factors (carbon module).
 */
export const carbonSettingsRoutes: Module = async (app, { db }) => {
  const access = (action: "view" | "create" | "edit" | "delete") => ({ access: ["Carbon Tracking", action] as const });

  app.get("/api/carbon-settings", { config: access("view") }, () => getCarbonSettings(db));

  app.patch("/api/carbon-settings", { config: access("edit"), schema: { body: carbonSettingsSchema } }, (req) =>
    updateCarbonSettings({ db, request: req }, req.body),
  );

  app.post("/api/carbon-factors/import", { config: access("create") }, async (req, reply) => {
    const file = await readFactorFile(req);
    reply.status(201);
    return importCompanyFactors({ db, request: req }, file);
  });

  app.delete("/api/carbon-factors/:id", { config: access("delete"), schema: { params: deleteFactorParams } }, async (req, reply) => {
    await deleteCompanyFactor({ db, request: req }, req.params.id);
    return reply.status(204).send();
  });
};
