import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DiaryEntryBody, DiaryEntryListItem, DiaryEntryView } from "@shared/diary/diary-entry";
import type { Page } from "@shared/common/paging";
import { apiGet, apiRequest } from "@web/lib/api";
import { projectDiaryKey } from "./list-project-diary-entries";

export const diaryEntriesKey = ["/api/diary-entries"] as const;

export const diaryEntryQuery = (id: number) =>
  queryOptions({ queryKey: [...diaryEntriesKey, id], queryFn: () => apiGet<DiaryEntryView>(`/api/diary-entries/${id}`) });

export function useDiaryEntry(id: number | null) {
  return useQuery({ ...diaryEntryQuery(id ?? 0), enabled: id !== null });
}

/** Rows per page of /entries; the background prefetch loads the same first page. */
export const ENTRIES_PAGE_SIZE = 25;

export type EntriesParams = { page: number; pageSize: number; projectId?: number; from?: string; to?: string; author?: string };

/** GET /api/diary-entries: every project's entries (/entries). */
export function diaryEntriesQuery(params: EntriesParams) {
  const qs = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.projectId) qs.set("projectId", String(params.projectId));
  if (params.from) qs.set("from", params.from);
  if (params.to) qs.set("to", params.to);
  if (params.author) qs.set("author", params.author);
  return queryOptions({
    queryKey: [...diaryEntriesKey, "list", params],
    queryFn: () => apiGet<Page<DiaryEntryListItem>>(`/api/diary-entries?${qs}`),
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
      id === null ? apiRequest<DiaryEntryView>("POST", "/api/diary-entries", body) : apiRequest<DiaryEntryView>("PATCH", `/api/diary-entries/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteDiaryEntry(slug: string) {
  const refresh = useRefreshDiary(slug);
  return useMutation({ mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/diary-entries/${id}`), onSuccess: refresh });
}

export function useShareDiaryEntry(slug: string) {
  const refresh = useRefreshDiary(slug);
  return useMutation({
    mutationFn: ({ id, emails }: { id: number; emails: string[] }) =>
      apiRequest<{ entry: DiaryEntryView; sent: number }>("POST", `/api/diary-entries/${id}/share`, { emails }),
    onSuccess: refresh,
  });
}
