import { useQuery } from "@tanstack/react-query";
import { wasteEndpoints } from "@shared/waste/waste.endpoints";
import { carbonEndpoints } from "@shared/carbon/carbon.endpoints";
import { queryOf } from "@web/lib/api-client";

export const wasteQuery = (id: number) => queryOf(wasteEndpoints.get, { params: { id } });

export function useWasteEntry(id: number | null) {
  return useQuery({ ...wasteQuery(id ?? 0), enabled: id !== null });
}

/** The DESNZ waste materials and the routes each has a factor for. */
export function useWasteRoutes() {
  return useQuery(queryOf(wasteEndpoints.materialRoutes, {}, { select: (r) => r.items, staleTime: 5 * 60_000 }));
}

/** The List of Waste, searched by code or words. */
export function useWasteCodeSearch(q: string) {
  const text = q.trim();
  return useQuery(
    queryOf(carbonEndpoints.searchWasteCodes, { query: { q: text, limit: 25 } }, { select: (r) => r.items, enabled: text.length >= 2, staleTime: 5 * 60_000 }),
  );
}

/** One code's entry (to show the chosen code's description when editing). */
export function useWasteCode(code: string) {
  return useQuery(
    queryOf(
      carbonEndpoints.searchWasteCodes,
      { query: { q: code.replace("*", ""), limit: 5 } },
      { select: (r) => r.items.find((c) => c.code === code) ?? null, enabled: /^\d{2} \d{2} \d{2}\*?$/.test(code), staleTime: 5 * 60_000 },
    ),
  );
}
