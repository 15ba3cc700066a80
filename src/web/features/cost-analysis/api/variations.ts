import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CostHead, VariationFormValues, VariationStatus } from "@shared/cost-analysis/variations";
import type { z } from "zod";
import { variationsChanges, variationsEndpoints } from "@shared/cost-analysis/cost-analysis.endpoints";
import type { variationStatusSchema, variationUpdateSchema } from "@shared/cost-analysis/variations";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";

export const VARIATIONS_PAGE_SIZE = 20;

export type VariationFilters = { page: number; status?: VariationStatus; head?: CostHead };

/** The contract's register, one page in number order; the page stays on screen while the next loads. */
export function variationsQuery(slug: string, f: VariationFilters) {
  const query = { page: f.page, pageSize: VARIATIONS_PAGE_SIZE, status: f.status, head: f.head };
  return queryOf(variationsEndpoints.list, { params: { slug }, query }, { placeholderData: keepPreviousData });
}

export const useVariations = (slug: string, f: VariationFilters) => useQuery(variationsQuery(slug, f));

/*
 * Every write refreshes what variationsChanges names for this contract: the register (its hidden pages
 * too, "all"), the contract's budgets and history, and the cost figures an approval moves.
 */
const options = { refetchType: "all" } as const;

/** A new variation (pending, numbered by the server) or the changed fields of one. */
export type SaveVariation = { id: null; body: VariationFormValues } | { id: number; body: z.input<typeof variationUpdateSchema> };

export function useSaveVariation(slug: string) {
  return useWrite(
    (save: SaveVariation) =>
      save.id === null
        ? callApi(variationsEndpoints.create, { params: { slug }, body: save.body })
        : callApi(variationsEndpoints.update, { params: { slug, id: save.id }, body: save.body }),
    variationsChanges,
    { slug },
    options,
  );
}

export function useVariationStatus(slug: string) {
  return useWrite(
    ({ id, body }: { id: number; body: z.input<typeof variationStatusSchema> }) => callApi(variationsEndpoints.setStatus, { params: { slug, id }, body }),
    variationsChanges,
    { slug },
    options,
  );
}

export function useDeleteVariation(slug: string) {
  return useWrite((id: number) => callApi(variationsEndpoints.remove, { params: { slug, id } }), variationsChanges, { slug }, options);
}
