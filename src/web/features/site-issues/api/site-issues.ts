import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createSiteIssueSchema, IssueStatus, Priority, SiteIssueDetail, updateSiteIssueSchema } from "@shared/site-issues/site-issue";
import { siteIssuesEndpoints } from "@shared/site-issues/site-issues.endpoints";
import { callApi } from "@web/lib/api-client";

export const ISSUES_PAGE_SIZE = 20;

export type IssueFilters = { page: number; status?: IssueStatus; overdue?: boolean; priority?: Priority; q?: string };

/** Under the project's key: a save anywhere on the project refreshes the list with the timeline. */
export const siteIssuesKey = (slug: string) => ["/api/projects/by-slug", slug, "site-issues"] as const;

export function siteIssuesQuery(slug: string, f: IssueFilters) {
  const query = {
    page: f.page,
    pageSize: ISSUES_PAGE_SIZE,
    status: f.status,
    overdue: f.overdue ? ("true" as const) : undefined,
    priority: f.priority,
    q: f.q || undefined,
  };
  return queryOptions({
    queryKey: [...siteIssuesKey(slug), f],
    queryFn: () => callApi(siteIssuesEndpoints.listForProject, { params: { slug }, query }),
    placeholderData: keepPreviousData,
  });
}

export const useSiteIssues = (slug: string, f: IssueFilters) => useQuery(siteIssuesQuery(slug, f));

export const siteIssueKey = (id: number) => ["/api/site-issues", id] as const;

export function useSiteIssue(id: number | null) {
  return useQuery({
    queryKey: siteIssueKey(id ?? 0),
    queryFn: () => callApi(siteIssuesEndpoints.get, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    retry: false,
  });
}

/** Active people to assign an issue to. */
export function useAssignees() {
  // Only people whose role can edit Contracts: the server refuses anyone else as assignee.
  return useQuery({ queryKey: ["/api/site-issues/assignees"], queryFn: () => callApi(siteIssuesEndpoints.assignees, {}), staleTime: 60_000 });
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

/** A new issue (with its project) or the changes to an existing one. */
export type SaveSiteIssue = { id: null; body: z.input<typeof createSiteIssueSchema> } | { id: number; body: z.input<typeof updateSiteIssueSchema> };

export function useSaveSiteIssue(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: (save: SaveSiteIssue) =>
      save.id === null
        ? callApi(siteIssuesEndpoints.create, { body: save.body })
        : callApi(siteIssuesEndpoints.update, { params: { id: save.id }, body: save.body }),
    onSuccess: refresh,
  });
}

export function useChangeStatus(slug: string, id: number) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: (body: { status: IssueStatus; note?: string }) => callApi(siteIssuesEndpoints.changeStatus, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useAddIssueNote(slug: string, id: number) {
  const refresh = useRefresh(slug);
  return useMutation({ mutationFn: (note: string) => callApi(siteIssuesEndpoints.addNote, { params: { id }, body: { note } }), onSuccess: refresh });
}

export function useAddIssuePhotos(slug: string, id: number) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const f of files) form.append("file", f, f.name);
      return callApi(siteIssuesEndpoints.addPhotos, { params: { id }, body: form });
    },
    onSuccess: refresh,
  });
}

export function useRemoveIssuePhoto(slug: string, id: number) {
  const refresh = useRefresh(slug);
  return useMutation({ mutationFn: (fileId: number) => callApi(siteIssuesEndpoints.removePhoto, { params: { id, fileId } }), onSuccess: refresh });
}

export function useDeleteSiteIssue(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(siteIssuesEndpoints.remove, { params: { id } }),
    onSuccess: (_r, id) => {
      client.removeQueries({ queryKey: siteIssueKey(id) });
      return client.invalidateQueries({ queryKey: ["/api/projects/by-slug", slug] });
    },
  });
}
