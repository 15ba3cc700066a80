import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@shared/common/paging";
import type { RecycleBinItem, RestoreResult } from "@shared/recycle-bin/recycle-bin";
import { apiGet, apiRequest } from "@web/lib/api";

export type RecycleBinParams = { page: number; pageSize: number; recordType?: string; search?: string };

export const recycleBinQuery = (params: RecycleBinParams) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") q.set(k, String(v));
  return queryOptions({
    queryKey: ["/api/recycle-bin", params],
    queryFn: () => apiGet<Page<RecycleBinItem>>(`/api/recycle-bin?${q}`),
    placeholderData: keepPreviousData,
    // The bin changes with every delete anywhere in the app: read it afresh when the screen opens.
    staleTime: 0,
  });
};

/** GET /api/recycle-bin: paged on the server, newest deletion first. */
export function useRecycleBin(params: RecycleBinParams, enabled = true) {
  return useQuery({ ...recycleBinQuery(params), enabled });
}

/** POST /api/recycle-bin/{id}/restore. A restored record can show up on any screen, so every cached read goes. */
export function useRestoreFromBin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<RestoreResult>("POST", `/api/recycle-bin/${id}/restore`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
