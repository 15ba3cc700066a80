import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page } from "@shared/common/paging";
import type { VisitorListItem, VisitorView } from "@shared/visitors/visitor";
import { apiGet, apiRequest } from "@web/lib/api";

const projectKey = (slug: string) => ["/api/projects/by-slug", slug] as const;
const visitorsKey = (slug: string) => [...projectKey(slug), "visitors"] as const;

export type VisitorDay = Page<VisitorListItem> & { date: string | null; onSiteCount: number; travelCarbon: number };

export function useVisitor(slug: string, id: number | null) {
  return useQuery({ queryKey: [...visitorsKey(slug), "visitor", id], queryFn: () => apiGet<VisitorView>(`/api/visitors/${id}`), enabled: id !== null });
}

/** One day's visitors, those on site first. */
export function useVisitorDay(slug: string, date: string, page: number) {
  return useQuery({
    queryKey: [...visitorsKey(slug), "day", date, page],
    queryFn: () => apiGet<VisitorDay>(`/api/projects/by-slug/${encodeURIComponent(slug)}/visitors?date=${date}&page=${page}&pageSize=25`),
    placeholderData: keepPreviousData,
  });
}

/** After any change, the whole project refreshes: attendance, timeline and carbon tab. */
function useRefreshProject(slug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKey(slug) });
}

export function useSaveVisitor(slug: string) {
  const refresh = useRefreshProject(slug);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
      id === null ? apiRequest<VisitorView>("POST", "/api/visitors", body) : apiRequest<VisitorView>("PATCH", `/api/visitors/${id}`, body),
    onSuccess: refresh,
  });
}

export function useSignOutVisitor(slug: string) {
  const refresh = useRefreshProject(slug);
  return useMutation({ mutationFn: (id: number) => apiRequest<VisitorView>("POST", `/api/visitors/${id}/sign-out`), onSuccess: refresh });
}

export function useDeleteVisitor(slug: string) {
  const refresh = useRefreshProject(slug);
  return useMutation({ mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/visitors/${id}`), onSuccess: refresh });
}
