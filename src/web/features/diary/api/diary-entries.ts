import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DiaryEntryBody } from "@shared/diary/diary-entry";
import { diaryEndpoints } from "@shared/diary/diary.endpoints";
import { callApi } from "@web/lib/api-client";
import { projectDiaryKey } from "./list-project-diary-entries";

export const diaryEntriesKey = ["/api/diary-entries"] as const;

export const diaryEntryQuery = (id: number) =>
  queryOptions({ queryKey: [...diaryEntriesKey, id], queryFn: () => callApi(diaryEndpoints.get, { params: { id } }) });

export function useDiaryEntry(id: number | null) {
  return useQuery({ ...diaryEntryQuery(id ?? 0), enabled: id !== null });
}

/** Rows per page of /entries; the background prefetch loads the same first page. */
export const ENTRIES_PAGE_SIZE = 25;

export type EntriesParams = { page: number; pageSize: number; projectId?: number; from?: string; to?: string; author?: string };

/** GET /api/diary-entries: every project's entries (/entries). */
export function diaryEntriesQuery(params: EntriesParams) {
  return queryOptions({
    queryKey: [...diaryEntriesKey, "list", params],
    queryFn: () =>
      callApi(diaryEndpoints.list, {
        query: {
          page: params.page,
          pageSize: params.pageSize,
          projectId: params.projectId || undefined,
          from: params.from || undefined,
          to: params.to || undefined,
          author: params.author || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** After any change to an entry: the project's diary, the all-entries list, the entry itself and the contract's budget panel (its labour hours). */
function useRefreshDiary(slug: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectDiaryKey(slug) }),
      queryClient.invalidateQueries({ queryKey: diaryEntriesKey }),
      // The projects feature's summary key (get-project-summary.ts), written out: features do not import each other.
      queryClient.invalidateQueries({ queryKey: ["/api/projects/by-slug", slug, "summary"] }),
    ]);
}

export function useSaveDiaryEntry(slug: string) {
  const refresh = useRefreshDiary(slug);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DiaryEntryBody }) =>
      id === null ? callApi(diaryEndpoints.create, { body }) : callApi(diaryEndpoints.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteDiaryEntry(slug: string) {
  const refresh = useRefreshDiary(slug);
  return useMutation({ mutationFn: (id: number) => callApi(diaryEndpoints.remove, { params: { id } }), onSuccess: refresh });
}

export function useShareDiaryEntry(slug: string) {
  const refresh = useRefreshDiary(slug);
  return useMutation({
    mutationFn: ({ id, emails }: { id: number; emails: string[] }) => callApi(diaryEndpoints.share, { params: { id }, body: { emails } }),
    onSuccess: refresh,
  });
}
