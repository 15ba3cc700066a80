import { costForecastsEndpoints, cvrPeriodsEndpoints, variationsEndpoints } from "@shared/cost-analysis/cost-analysis.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { costFiguresRoutes } from "./cost-figures.routes";
import * as forecasts from "./cost-forecasts.service";
import { cvrFigures } from "./cvr-figures.service";
import { namesVisible } from "./cost-figures.service";
import * as periods from "./cvr-periods.service";
import { exportCvrReport } from "./cvr-report.service";
import * as variations from "./variations.service";

/**
 * The figures a month closed by hand keeps (cvr-figures.service.ts): its labour labels follow the
 * closer's right to see workers' names (decision 0081); the daily job passes `cvrFigures` as it is, naming none.
 */
const closersFigures = async (ctx: Parameters<typeof namesVisible>[0]): Promise<periods.CvrFigures> => {
  const options = await namesVisible(ctx);
  return (tx, contract, month, certified) => cvrFigures(tx, contract, month, certified, options);
};

/** The figures every snapshot the daily job closes is built from: no names (decision 0081). */
export const CVR_FIGURES: periods.CvrFigures = cvrFigures;

/** The cost analysis registers and figures (issue 34, decision 0081), registered from their endpoint tables. */
export const costAnalysisRoutes: Module = async (app, deps) => {
  const { db, config, pdfs, csv } = deps;
  await costFiguresRoutes(app, deps);
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
    close: async (req) => periods.closePeriod({ db, request: req }, req.params.slug, req.params.month, await closersFigures({ db, request: req })),
    // A draft's labour labels follow the reader's right to see names, as a close by hand does.
    report: async (req, reply) =>
      exportCvrReport(
        { db, config, pdfs, csv, figures: await closersFigures({ db, request: req }) },
        req,
        reply,
        req.params.slug,
        req.params.month,
        req.query.format,
      ),
  });
};
