import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { IssueStatus, SiteIssueDetail, SiteIssueList } from "@shared/site-issues/site-issue";
import type { TeamOptions } from "@shared/projects/project-list";
import { apiGet, apiRequest } from "@web/lib/api";

export const ISSUES_PAGE_SIZE = 20;

export type IssueFilters = { page: number; status?: IssueStatus; overdue?: boolean; priority?: string; q?: string };

/** Under the project's key: a save anywhere on the project refreshes the list with the timeline. */
export const siteIssuesKey = (slug: string) => ["/api/projects/by-slug", slug, "site-issues"] as const;

export function siteIssuesQuery(slug: string, f: IssueFilters) {
  const qs = new URLSearchParams({ page: String(f.page), pageSize: String(ISSUES_PAGE_SIZE) });
  if (f.status) qs.set("status", f.status);
  if (f.overdue) qs.set("overdue", "true");
  if (f.priority) qs.set("priority", f.priority);
  if (f.q) qs.set("q", f.q);
  return queryOptions({
    queryKey: [...siteIssuesKey(slug), f],
    queryFn: () => apiGet<SiteIssueList>(`/api/projects/by-slug/${encodeURIComponent(slug)}/site-issues?${qs}`),
    placeholderData: keepPreviousData,
  });
}

export const useSiteIssues = (slug: string, f: IssueFilters) => useQuery(siteIssuesQuery(slug, f));

export const siteIssueKey = (id: number) => ["/api/site-issues", id] as const;

export function useSiteIssue(id: number | null) {
  return useQuery({ queryKey: siteIssueKey(id ?? 0), queryFn: () => apiGet<SiteIssueDetail>(`/api/site-issues/${id}`), enabled: id !== null, retry: false });
}

/** GET /api/projects/team-options: active people to assign an issue to. */
export function useAssignees() {
  // Only people whose role can edit Contracts: the server refuses anyone else as assignee.
  return useQuery({ queryKey: ["/api/site-issues/assignees"], queryFn: () => apiGet<TeamOptions>("/api/site-issues/assignees"), staleTime: 60_000 });
}

/** After any change: the project (list, timeline) and the issue itself, from the answer. */
function useRefresh(slug: string) {
  const client = useQueryClient();
  return (issue?: SiteIssueDetail) => {
    if (issue) client.setQueryData(siteIssueKey(issue.id), issue);
    // The lists are not on screen while an issue is open: refetch them now, so going back does not
    // first show the list as it was before the change.
    void client.invalidateQueries({ queryKey: siteIssuesKey(slug), refetchType: "all" });
    return client.invalidateQueries({ queryKey: ["/api/projects/by-slug", slug] });
  };
}

export function useSaveSiteIssue(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      id === null ? apiRequest<SiteIssueDetail>("POST", "/api/site-issues", body) : apiRequest<SiteIssueDetail>("PATCH", `/api/site-issues/${id}`, body),
    onSuccess: refresh,
  });
}

export function useChangeStatus(slug: string, id: number) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: (body: { status: IssueStatus; note?: string }) => apiRequest<SiteIssueDetail>("POST", `/api/site-issues/${id}/status`, body),
    onSuccess: refresh,
  });
}

export function useAddIssueNote(slug: string, id: number) {
  const refresh = useRefresh(slug);
  return useMutation({ mutationFn: (note: string) => apiRequest<SiteIssueDetail>("POST", `/api/site-issues/${id}/notes`, { note }), onSuccess: refresh });
}

export function useAddIssuePhotos(slug: string, id: number) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const f of files) form.append("file", f, f.name);
      return apiRequest<SiteIssueDetail>("POST", `/api/site-issues/${id}/photos`, form);
    },
    onSuccess: refresh,
  });
}

export function useRemoveIssuePhoto(slug: string, id: number) {
  const refresh = useRefresh(slug);
  return useMutation({ mutationFn: (fileId: number) => apiRequest<SiteIssueDetail>("DELETE", `/api/site-issues/${id}/photos/${fileId}`), onSuccess: refresh });
}

export function useDeleteSiteIssue(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/site-issues/${id}`),
    onSuccess: (_r, id) => {
      client.removeQueries({ queryKey: siteIssueKey(id) });
      return client.invalidateQueries({ queryKey: ["/api/projects/by-slug", slug] });
    },
  });
}
