import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DiaryEntryBody } from "@shared/diary/diary-entry";
import { diaryChanges, diaryEndpoints } from "@shared/diary/diary.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";
import { setFilters } from "@web/lib/set-filters";

export const diaryEntryQuery = (id: number) => queryOf(diaryEndpoints.get, { params: { id } });

export function useDiaryEntry(id: number | null) {
  return useQuery({ ...diaryEntryQuery(id ?? 0), enabled: id !== null });
}

/** Rows per page of /entries; the background prefetch loads the same first page. */
export const ENTRIES_PAGE_SIZE = 25;

export type EntriesParams = { page: number; pageSize: number; projectId?: number; from?: string; to?: string; author?: string };

/** GET /api/diary-entries: every project's entries (/entries). */
export function diaryEntriesQuery(params: EntriesParams) {
  const { projectId, from, to, author } = params;
  const query = { page: params.page, pageSize: params.pageSize, ...setFilters({ projectId, from, to, author }) };
  return queryOf(diaryEndpoints.list, { query }, { placeholderData: keepPreviousData });
}

/** After any change to an entry: what the diary's table says an entry write changes, for this contract. */
export function useSaveDiaryEntry(slug: string) {
  return useWrite(
    ({ id, body }: { id: number | null; body: DiaryEntryBody }) =>
      id === null ? callApi(diaryEndpoints.create, { body }) : callApi(diaryEndpoints.update, { params: { id }, body }),
    diaryChanges,
    { slug },
  );
}

export function useDeleteDiaryEntry(slug: string) {
  return useWrite((id: number) => callApi(diaryEndpoints.remove, { params: { id } }), diaryChanges, { slug });
}

export function useShareDiaryEntry(slug: string) {
  return useWrite(({ id, emails }: { id: number; emails: string[] }) => callApi(diaryEndpoints.share, { params: { id }, body: { emails } }), diaryChanges, {
    slug,
  });
}
