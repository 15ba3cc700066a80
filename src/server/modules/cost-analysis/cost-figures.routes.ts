import { costFiguresEndpoints } from "@shared/cost-analysis/cost-figures.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import * as drill from "./cost-drilldowns.service";
import { getContractCosts } from "./cost-figures.service";

/** A contract's cost figures and the drill-downs to the records behind them (decision 0081), registered from their endpoint table. */
export const costFiguresRoutes: Module = async (app, { db }) => {
  routes(app, costFiguresEndpoints, {
    contract: (req) => getContractCosts({ db, request: req }, req.params.slug, req.query),
    orders: (req) => drill.costOrders({ db, request: req }, req.params.slug, req.query),
    labourDays: (req) => drill.labourDays({ db, request: req }, req.params.slug, req.query),
    labourWorkers: (req) => drill.labourWorkers({ db, request: req }, req.params.slug, req.query),
    entries: (req) => drill.costEntries({ db, request: req }, req.params.slug, req.query),
  });
};
