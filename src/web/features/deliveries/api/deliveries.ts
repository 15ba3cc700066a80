import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeliveryEntryBody, DeliveryView } from "@shared/deliveries/delivery-entry";
import { deliveriesEndpoints } from "@shared/deliveries/deliveries.endpoints";
import { carbonEndpoints } from "@shared/carbon/carbon.endpoints";
import { callApi } from "@web/lib/api-client";

export const DELIVERIES_PAGE_SIZE = 20;

const projectKey = (slug: string) => ["/api/projects/by-slug", slug] as const;
export const projectDeliveriesKey = (slug: string) => [...projectKey(slug), "deliveries"] as const;

export function useProjectDeliveries(slug: string, page: number) {
  return useQuery({
    queryKey: [...projectDeliveriesKey(slug), page],
    queryFn: () => callApi(deliveriesEndpoints.listForProject, { params: { slug }, query: { page, pageSize: DELIVERIES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export const deliveryQuery = (id: number) =>
  queryOptions({ queryKey: ["/api/deliveries", id], queryFn: () => callApi(deliveriesEndpoints.get, { params: { id } }) });

export function useDelivery(id: number | null) {
  return useQuery({ ...deliveryQuery(id ?? 0), enabled: id !== null });
}

/** Every project record feeds the timeline, carbon tab and lists: refresh all of the project's queries. */
function useRefresh(slug: string) {
  const queryClient = useQueryClient();
  return (saved?: DeliveryView) => {
    if (saved) queryClient.setQueryData(deliveryQuery(saved.id).queryKey, saved);
    return queryClient.invalidateQueries({ queryKey: projectKey(slug) });
  };
}

export function useSaveDelivery(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DeliveryEntryBody }) =>
      id === null ? callApi(deliveriesEndpoints.create, { body }) : callApi(deliveriesEndpoints.update, { params: { id }, body }),
    onSuccess: (saved) => refresh(saved),
  });
}

export function useDeleteDelivery(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({ mutationFn: (id: number) => callApi(deliveriesEndpoints.remove, { params: { id } }), onSuccess: () => refresh() });
}

/**
 * The factors a delivery line may use: DESNZ "Material use" in the reporting year and the company's
 * own. Both lists are short (a few dozen rows), so they load once and the picker searches them here.
 */
export function useMaterialFactors() {
  return useQuery({
    queryKey: ["/api/carbon-factors", "material-picker"],
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
