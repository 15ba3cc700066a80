import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { recycleBinEndpoints } from "@shared/recycle-bin/recycle-bin.endpoints";
import { callApi, queryOf } from "@web/lib/api-client";

export type RecycleBinParams = { page: number; pageSize: number; recordType?: string; search?: string };

export const recycleBinQuery = (params: RecycleBinParams) =>
  queryOf(
    recycleBinEndpoints.list,
    { query: { page: params.page, pageSize: params.pageSize, recordType: params.recordType || undefined, search: params.search || undefined } },
    // The bin changes with every delete anywhere in the app: read it afresh when the screen opens.
    { placeholderData: keepPreviousData, staleTime: 0 },
  );

/** GET /api/recycle-bin: paged on the server, newest deletion first. */
export function useRecycleBin(params: RecycleBinParams, enabled = true) {
  return useQuery({ ...recycleBinQuery(params), enabled });
}

/** POST /api/recycle-bin/{id}/restore. A restored record can show up on any screen, so every cached read goes. */
export function useRestoreFromBin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(recycleBinEndpoints.restore, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
