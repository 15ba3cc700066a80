import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CreateMaterialRequestInput, MrStatus, Urgency } from "@shared/material-requests/material-request";
import { convertRequestChanges, materialRequestsChanges, materialRequestsEndpoints as api } from "@shared/material-requests/material-requests.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";

export const MR_PAGE_SIZE = 20;

export type MrFilters = { page: number; status?: MrStatus; urgency?: Urgency };

/** Every request (the Requests tab of /purchase-orders), or one contract's (its page: Contracts view is enough). */
export function useMaterialRequests(f: MrFilters, projectSlug?: string) {
  const query = { ...f, pageSize: MR_PAGE_SIZE };
  const options = { placeholderData: keepPreviousData };
  return useQuery(projectSlug ? queryOf(api.listForProject, { params: { slug: projectSlug }, query }, options) : queryOf(api.list, { query }, options));
}

export function useCreateMaterialRequest() {
  return useWrite((body: CreateMaterialRequestInput) => callApi(api.create, { body }), materialRequestsChanges);
}

export function useDecideRequest() {
  return useWrite(
    (d: { id: number; approve: true } | { id: number; approve: false; reason: string }) =>
      d.approve ? callApi(api.approve, { params: { id: d.id } }) : callApi(api.reject, { params: { id: d.id }, body: { reason: d.reason } }),
    materialRequestsChanges,
  );
}

export function useConvertRequest() {
  return useWrite((id: number) => callApi(api.convert, { params: { id } }), convertRequestChanges, {}, { background: true });
}
