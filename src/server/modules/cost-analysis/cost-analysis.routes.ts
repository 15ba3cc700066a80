import { costForecastsEndpoints, cvrPeriodsEndpoints, variationsEndpoints } from "@shared/cost-analysis/cost-analysis.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import * as forecasts from "./cost-forecasts.service";
import * as periods from "./cvr-periods.service";
import { exportCvrReport } from "./cvr-report.service";
import * as variations from "./variations.service";

/**
 * The figures a month's snapshot is built from, for the QS's close, the daily job that closes ended
 * months and the CVR report's draft alike: none yet. The figures service (each head's invoiced,
 * accrued, committed and forecast, the contributions, retention) is the next step of issue 34; until
 * it is handed in here, a closed month keeps its valuation alone (cvr-periods.service.ts `buildSnapshot`).
 */
export const CVR_FIGURES: periods.CvrFigures | null = null;

/** The cost analysis registers (issue 34, decision 0081), registered from their endpoint tables. */
export const costAnalysisRoutes: Module = async (app, { db, config, pdfs }) => {
  routes(app, variationsEndpoints, {
    list: (req) => variations.listVariations(db, req.params.slug, req.query),
    create: (req) => variations.createVariation({ db, request: req }, req.params.slug, req.body),
    get: (req) => variations.getVariation(db, req.params.slug, req.params.id),
    update: (req) => variations.updateVariation({ db, request: req }, req.params.slug, req.params.id, req.body),
    setStatus: (req) => variations.setVariationStatus({ db, request: req }, req.params.slug, req.params.id, req.body),
    remove: (req) => variations.deleteVariation({ db, request: req }, req.params.slug, req.params.id),
  });
  routes(app, costForecastsEndpoints, {
    list: (req) => forecasts.listForecastChoices(db, req.params.slug),
    put: (req) => forecasts.putForecastChoice({ db, request: req }, req.params.slug, req.params.head, req.body),
  });
  routes(app, cvrPeriodsEndpoints, {
    list: (req) => periods.listPeriods(db, req.params.slug),
    get: (req) => periods.getPeriod({ db, request: req }, req.params.slug, req.params.month),
    put: (req) => periods.putValuation({ db, request: req }, req.params.slug, req.params.month, req.body),
    close: (req) => periods.closePeriod({ db, request: req }, req.params.slug, req.params.month, CVR_FIGURES),
    report: (req, reply) => exportCvrReport({ db, config, pdfs, figures: CVR_FIGURES }, req, reply, req.params.slug, req.params.month, req.query.format),
  });
};
