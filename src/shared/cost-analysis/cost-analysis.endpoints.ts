import { z } from "zod";
import { fileResponse, noContent, under, type Changes } from "../common/contract";
import { contractEndpoints } from "../common/record-endpoints";
import { slugParams } from "../common/slug";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { companyCostsEndpoints, costFiguresEndpoints } from "./cost-figures.endpoints";
import { forecastChoiceSchema, forecastChoicesSchema, forecastChoiceViewSchema, forecastHeadParams } from "./cost-forecasts";
import { cvrMonthParams, cvrPeriodDetailSchema, cvrPeriodsSchema, valuationSchema } from "./cvr-periods";
import {
  variationFormSchema,
  variationListQuery,
  variationPageSchema,
  variationParams,
  variationStatusSchema,
  variationUpdateSchema,
  variationViewSchema,
} from "./variations";

/**
 * The registers a QS writes for one contract's cost analysis (issue 34, decision 0081), under the
 * Cost Analysis page permission: variations, the forecast method per head, and the monthly
 * valuations with their closing. Every route sits under the contract's slug.
 */
const onContract = contractEndpoints("Cost Analysis", slugParams);
const onVariation = contractEndpoints("Cost Analysis", variationParams);
const onHead = contractEndpoints("Cost Analysis", forecastHeadParams);
const onMonth = contractEndpoints("Cost Analysis", cvrMonthParams);

export const variationsEndpoints = {
  list: onContract.read("variations", "A contract's variations in number order, paged, by status and head", {
    query: variationListQuery,
    response: variationPageSchema,
  }),
  create: onContract.create("variations", "Raise a variation: pending, numbered V001, V002 … on its contract", variationFormSchema, variationViewSchema),
  get: onVariation.read("variations/:id", "One variation of the contract", { response: variationViewSchema }),
  update: onVariation.write("PATCH", "variations/:id", "edit", "Change a variation's fields (409 once approved)", {
    body: variationUpdateSchema,
    response: variationViewSchema,
  }),
  setStatus: onVariation.write(
    "POST",
    "variations/:id/status",
    "edit",
    "Move a variation on (rules/variation-status.ts); approving moves the head's budget by its cost and the contract value by its value, logged as budget changes",
    { body: variationStatusSchema, response: variationViewSchema },
  ),
  remove: onVariation.write("DELETE", "variations/:id", "delete", "Delete a variation to the recycle bin (409 once approved)", { response: noContent }),
};

export const costForecastsEndpoints = {
  list: onContract.read("cost-forecasts", "The forecast method chosen for each of the contract's six heads, Budget where none was chosen", {
    response: forecastChoicesSchema,
  }),
  put: onHead.write("PUT", "cost-forecasts/:head", "edit", "Choose a head's forecast method, with the QS figure and its note", {
    body: forecastChoiceSchema,
    response: forecastChoiceViewSchema,
  }),
};

export const CVR_REPORT_FORMATS = ["pdf", "xlsx"] as const;
export const cvrReportQuery = z.object({ format: z.enum(CVR_REPORT_FORMATS, { error: "Format must be pdf or xlsx" }).default("pdf") });

export const cvrPeriodsEndpoints = {
  list: onContract.read("cvr-periods", "The contract's months with a valuation, newest first, open or closed", { response: cvrPeriodsSchema }),
  get: onMonth.read("cvr-periods/:month", "One month: its valuation, and the snapshot it keeps once closed", { response: cvrPeriodDetailSchema }),
  put: onMonth.write("PUT", "cvr-periods/:month", "edit", "Enter or change a month's valuation (409 once closed; not a month to come)", {
    body: valuationSchema,
    response: cvrPeriodDetailSchema,
  }),
  close: onMonth.write("POST", "cvr-periods/:month/close", "edit", "Close a month by hand, ahead of the daily job: its snapshot is locked", {
    response: cvrPeriodDetailSchema,
  }),
  report: onMonth.read(
    "cvr-periods/:month/report",
    "A month's CVR report as PDF or XLSX: a closed month's snapshot, or the open month's figures today marked draft",
    { query: cvrReportQuery, response: fileResponse("application/pdf") },
  ),
};

/**
 * What the contract's cost figures read (decision 0062): its page's figures (and the drill-downs under
 * them) and the company view. A variation, a forecast choice and a valuation each move some of them.
 */
const costFigures: Changes = [under(costFiguresEndpoints.contract), companyCostsEndpoints.list];

/** What a variation's write changes besides the register (decision 0062): the contract's budgets and its budget history, and the cost figures (projected budget, value, margin). */
export const variationsChanges: Changes = [
  under(variationsEndpoints.list),
  under(projectsEndpoints.getBySlug),
  projectsEndpoints.get,
  projectsEndpoints.list,
  projectsEndpoints.budgetChanges,
  ...costFigures,
];
/** A head's forecast method moves its forecast, the contract's and the company view's. */
export const costForecastsChanges: Changes = [costForecastsEndpoints.list, ...costFigures];
/** A valuation moves the margin to date; a month closed is the one the figures read it from. */
export const cvrPeriodsChanges: Changes = [under(cvrPeriodsEndpoints.list), ...costFigures];
