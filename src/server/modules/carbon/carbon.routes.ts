import { carbonEndpoints } from "@shared/carbon/carbon.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { listFactors } from "./carbon-factors.service";
import { searchWasteCodes } from "./waste-codes.service";

/** The factor library and the List of Waste, registered from their endpoint table (shared/carbon/carbon.endpoints.ts). */
export const carbonRoutes: Module = async (app, { db }) => {
  routes(app, carbonEndpoints, {
    listFactors: async (req) => {
      const { page, pageSize, ...q } = req.query;
      const { year, items, total } = await listFactors(db, { ...q, limit: pageSize, offset: (page - 1) * pageSize });
      return { year, items, page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
    },
    searchWasteCodes: async (req) => ({ items: await searchWasteCodes(db, req.query) }),
  });
};
