import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { JournalMessageView, PostJournalMessageBody } from "@shared/diary/journal";
import type { Page } from "@shared/common/paging";
import { apiGet, apiRequest } from "@web/lib/api";

const journalKey = (slug: string) => ["/api/projects/by-slug", slug, "journal"] as const;

export const journalQuery = (slug: string, pageSize: number) =>
  queryOptions({
    queryKey: [...journalKey(slug), pageSize],
    queryFn: () => apiGet<Page<JournalMessageView>>(`/api/projects/by-slug/${encodeURIComponent(slug)}/journal?page=1&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });

export function useJournal(slug: string, pageSize: number) {
  return useQuery(journalQuery(slug, pageSize));
}

export function usePostJournalMessage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostJournalMessageBody) => apiRequest<JournalMessageView>("POST", `/api/projects/by-slug/${encodeURIComponent(slug)}/journal`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKey(slug) }),
  });
}

export function useDeleteJournalMessage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/journal-messages/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKey(slug) }),
  });
}
