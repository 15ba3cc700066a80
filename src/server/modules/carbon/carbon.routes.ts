import { factorQuery, wasteCodeQuery } from "@shared/carbon/factor-query";
import type { Module } from "../../platform/module";
import { listFactors } from "./carbon-factors.service";
import { searchWasteCodes } from "./waste-codes.service";

/**
 * The reference data behind every carbon figure: the conversion-factor library and the List of
 * Waste. Any signed-in user may read them: the diary's plant, delivery and waste forms pick from
 * them, and they are public data.
 */
export const carbonRoutes: Module = async (app, { db }) => {
  app.get("/api/carbon-factors", { config: { access: "user" }, schema: { querystring: factorQuery } }, async (request) => {
    const { page, pageSize, ...q } = request.query;
    const { year, items, total } = await listFactors(db, { ...q, limit: pageSize, offset: (page - 1) * pageSize });
    return { year, items, page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
  });

  app.get("/api/waste-codes", { config: { access: "user" }, schema: { querystring: wasteCodeQuery } }, async (request) => ({
    items: await searchWasteCodes(db, request.query),
  }));
};
