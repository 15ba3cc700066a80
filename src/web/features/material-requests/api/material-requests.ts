import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateMaterialRequestInput, MrStatus, Urgency } from "@shared/material-requests/material-request";
import { materialRequestsEndpoints as api } from "@shared/material-requests/material-requests.endpoints";
import { callApi } from "@web/lib/api-client";

export const MR_PAGE_SIZE = 20;
const ROOT = ["/api/material-requests"] as const;

export type MrFilters = { page: number; status?: MrStatus; urgency?: Urgency };

/** Every request (the Requests tab of /purchase-orders), or one contract's (its page: Contracts view is enough). */
export function useMaterialRequests(f: MrFilters, projectSlug?: string) {
  return useQuery({
    queryKey: projectSlug ? [...ROOT, "project", projectSlug, f] : [...ROOT, "list", f],
    queryFn: () =>
      projectSlug
        ? callApi(api.listForProject, { params: { slug: projectSlug }, query: { ...f, pageSize: MR_PAGE_SIZE } })
        : callApi(api.list, { query: { ...f, pageSize: MR_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Every change refetches the lists (a step moves a request between the status filters). */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ROOT });
}

export function useCreateMaterialRequest() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateMaterialRequestInput) => callApi(api.create, { body }), onSuccess: refresh });
}

export function useDecideRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (d: { id: number; approve: true } | { id: number; approve: false; reason: string }) =>
      d.approve ? callApi(api.approve, { params: { id: d.id } }) : callApi(api.reject, { params: { id: d.id }, body: { reason: d.reason } }),
    onSuccess: refresh,
  });
}

export function useConvertRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(api.convert, { params: { id } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ROOT });
      void client.invalidateQueries({ queryKey: ["/api/purchase-orders"] });
    },
  });
}
