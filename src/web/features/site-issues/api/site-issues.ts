import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createSiteIssueSchema, IssueStatus, Priority, SiteIssueDetail, updateSiteIssueSchema } from "@shared/site-issues/site-issue";
import { siteIssuesChanges, siteIssuesEndpoints } from "@shared/site-issues/site-issues.endpoints";
import { callApi, keyOf, queryOf, refreshChanged, useWrite, type WriteOptions } from "@web/lib/api-client";

export const ISSUES_PAGE_SIZE = 20;

export type IssueFilters = { page: number; status?: IssueStatus; overdue?: boolean; priority?: Priority; q?: string };

export function siteIssuesQuery(slug: string, f: IssueFilters) {
  const query = {
    page: f.page,
    pageSize: ISSUES_PAGE_SIZE,
    status: f.status,
    overdue: f.overdue ? ("true" as const) : undefined,
    priority: f.priority,
    q: f.q || undefined,
  };
  // Under the project's key: a save anywhere on the project refreshes the list with the timeline.
  return queryOf(siteIssuesEndpoints.listForProject, { params: { slug }, query }, { placeholderData: keepPreviousData });
}

export const useSiteIssues = (slug: string, f: IssueFilters) => useQuery(siteIssuesQuery(slug, f));

export const siteIssueKey = (id: number) => keyOf(siteIssuesEndpoints.get, { params: { id } });

export function useSiteIssue(id: number | null) {
  return useQuery(queryOf(siteIssuesEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null, retry: false }));
}

/** Active people to assign an issue to. */
export function useAssignees() {
  // Only people whose role can edit Contracts: the server refuses anyone else as assignee.
  return useQuery(queryOf(siteIssuesEndpoints.assignees, {}, { staleTime: 60_000 }));
}

/** After any change: the issue itself from the answer, then the project (list, timeline). */
const putIssue = (slug: string): WriteOptions<unknown, SiteIssueDetail> => ({
  onSuccess: (issue: SiteIssueDetail, _: unknown, client: QueryClient) => {
    client.setQueryData(siteIssueKey(issue.id), issue);
    // The lists are not on screen while an issue is open: refetch them now, so going back does not
    // first show the list as it was before the change.
    void refreshChanged(client, [siteIssuesEndpoints.listForProject], { slug }, { refetchType: "all" });
  },
});

/** A new issue (with its project) or the changes to an existing one. */
export type SaveSiteIssue = { id: null; body: z.input<typeof createSiteIssueSchema> } | { id: number; body: z.input<typeof updateSiteIssueSchema> };

export function useSaveSiteIssue(slug: string) {
  return useWrite(
    (save: SaveSiteIssue) =>
      save.id === null
        ? callApi(siteIssuesEndpoints.create, { body: save.body })
        : callApi(siteIssuesEndpoints.update, { params: { id: save.id }, body: save.body }),
    siteIssuesChanges,
    { slug },
    putIssue(slug),
  );
}

export function useChangeStatus(slug: string, id: number) {
  return useWrite(
    (body: { status: IssueStatus; note?: string }) => callApi(siteIssuesEndpoints.changeStatus, { params: { id }, body }),
    siteIssuesChanges,
    { slug },
    putIssue(slug),
  );
}

export function useAddIssueNote(slug: string, id: number) {
  return useWrite((note: string) => callApi(siteIssuesEndpoints.addNote, { params: { id }, body: { note } }), siteIssuesChanges, { slug }, putIssue(slug));
}

export function useAddIssuePhotos(slug: string, id: number) {
  const addPhotos = (files: File[]) => {
    const form = new FormData();
    for (const f of files) form.append("file", f, f.name);
    return callApi(siteIssuesEndpoints.addPhotos, { params: { id }, body: form });
  };
  return useWrite(addPhotos, siteIssuesChanges, { slug }, putIssue(slug));
}

export function useRemoveIssuePhoto(slug: string, id: number) {
  return useWrite((fileId: number) => callApi(siteIssuesEndpoints.removePhoto, { params: { id, fileId } }), siteIssuesChanges, { slug }, putIssue(slug));
}

export function useDeleteSiteIssue(slug: string) {
  return useWrite(
    (id: number) => callApi(siteIssuesEndpoints.remove, { params: { id } }),
    siteIssuesChanges,
    { slug },
    {
      onSuccess: (_r, id, client) => client.removeQueries({ queryKey: siteIssueKey(id) }),
    },
  );
}
