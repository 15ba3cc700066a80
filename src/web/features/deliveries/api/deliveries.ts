import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { deliveriesEndpoints } from "@shared/deliveries/deliveries.endpoints";
import { carbonEndpoints } from "@shared/carbon/carbon.endpoints";
import { callApi, keyOf, queryOf } from "@web/lib/api-client";

export const DELIVERIES_PAGE_SIZE = 20;

export const deliveriesQuery = (slug: string, page: number) =>
  queryOf(deliveriesEndpoints.listForProject, { params: { slug }, query: { page, pageSize: DELIVERIES_PAGE_SIZE } }, { placeholderData: keepPreviousData });

export const useProjectDeliveries = (slug: string, page: number) => useQuery(deliveriesQuery(slug, page));

export const deliveryQuery = (id: number) => queryOf(deliveriesEndpoints.get, { params: { id } });

export function useDelivery(id: number | null) {
  return useQuery({ ...deliveryQuery(id ?? 0), enabled: id !== null });
}

/**
 * The factors a delivery line may use: DESNZ "Material use" in the reporting year and the company's
 * own. Both lists are short (a few dozen rows), so they load once and the picker searches them here.
 */
export function useMaterialFactors() {
  return useQuery({
    queryKey: [...keyOf(carbonEndpoints.listFactors, {}), "material-picker"],
    queryFn: async () => {
      const [desnz, company] = await Promise.all([
        callApi(carbonEndpoints.listFactors, { query: { sheet: "Material use", company: "false", pageSize: 200 } }),
        callApi(carbonEndpoints.listFactors, { query: { company: "true", pageSize: 200 } }),
      ]);
      return { year: desnz.year, desnz: desnz.items, company: company.items };
    },
    staleTime: 5 * 60_000,
  });
}
