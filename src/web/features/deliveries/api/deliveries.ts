import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { deliveriesEndpoints } from "@shared/deliveries/deliveries.endpoints";
import { queryOf } from "@web/lib/api-client";

export const DELIVERIES_PAGE_SIZE = 20;

export const deliveriesQuery = (slug: string, page: number) =>
  queryOf(deliveriesEndpoints.listForProject, { params: { slug }, query: { page, pageSize: DELIVERIES_PAGE_SIZE } }, { placeholderData: keepPreviousData });

export const useProjectDeliveries = (slug: string, page: number) => useQuery(deliveriesQuery(slug, page));

export const deliveryQuery = (id: number) => queryOf(deliveriesEndpoints.get, { params: { id } });

export function useDelivery(id: number | null) {
  return useQuery({ ...deliveryQuery(id ?? 0), enabled: id !== null });
}

/** The material factor lists, shared with the other form that names a material factor (src/web/lib). */
export { useMaterialFactors } from "@web/lib/material-factors";
