import type { z } from "zod";
import { costForecastsChanges, costForecastsEndpoints } from "@shared/cost-analysis/cost-analysis.endpoints";
import type { CostHead } from "@shared/cost-analysis/variations";
import type { forecastChoiceSchema } from "@shared/cost-analysis/cost-forecasts";
import { callApi, useWrite } from "@web/lib/api-client";

/** PUT a head's whole forecast choice; the figures (the head's, the contract's, the company view's) follow. */
export function useSaveForecastChoice(slug: string, head: CostHead) {
  return useWrite((body: z.input<typeof forecastChoiceSchema>) => callApi(costForecastsEndpoints.put, { params: { slug, head }, body }), costForecastsChanges, {
    slug,
  });
}
