import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PostJournalMessageBody } from "@shared/diary/journal";
import { journalEndpoints } from "@shared/diary/journal.endpoints";
import { callApi } from "@web/lib/api-client";

const journalKey = (slug: string) => ["/api/projects/by-slug", slug, "journal"] as const;

export const journalQuery = (slug: string, pageSize: number) =>
  queryOptions({
    queryKey: [...journalKey(slug), pageSize],
    queryFn: () => callApi(journalEndpoints.list, { params: { slug }, query: { page: 1, pageSize } }),
    placeholderData: keepPreviousData,
  });

export function useJournal(slug: string, pageSize: number) {
  return useQuery(journalQuery(slug, pageSize));
}

export function usePostJournalMessage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostJournalMessageBody) => callApi(journalEndpoints.post, { params: { slug }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKey(slug) }),
  });
}

export function useDeleteJournalMessage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(journalEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKey(slug) }),
  });
}
