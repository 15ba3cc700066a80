import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PostJournalMessageBody } from "@shared/diary/journal";
import { journalChanges, journalEndpoints } from "@shared/diary/journal.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";

export const journalQuery = (slug: string, pageSize: number) =>
  queryOf(journalEndpoints.list, { params: { slug }, query: { page: 1, pageSize } }, { placeholderData: keepPreviousData });

export function useJournal(slug: string, pageSize: number) {
  return useQuery(journalQuery(slug, pageSize));
}

export function usePostJournalMessage(slug: string) {
  return useWrite((body: PostJournalMessageBody) => callApi(journalEndpoints.post, { params: { slug }, body }), journalChanges, { slug });
}

export function useDeleteJournalMessage(slug: string) {
  return useWrite((id: number) => callApi(journalEndpoints.remove, { params: { id } }), journalChanges, { slug });
}
