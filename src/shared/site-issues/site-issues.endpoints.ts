import { endpoint, multipart, noContent, under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { slugParams } from "../common/slug";
import {
  createSiteIssueSchema,
  issueIdParams,
  issueNoteSchema,
  issuePhotoParams,
  listSiteIssuesQuery,
  siteIssueAssigneesSchema,
  siteIssueDetailSchema,
  siteIssueListSchema,
  statusChangeSchema,
  updateSiteIssueSchema,
} from "./site-issue";

/** Site issues (product.md §2, docs/decisions/0010): site records under the Contracts permission (decision 0009). */
export const siteIssuesEndpoints = {
  listForProject: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/site-issues",
    access: ["Contracts", "view"],
    summary: "A contract's site issues, overdue first then by priority, paged, with the counts by status",
    params: slugParams,
    query: listSiteIssuesQuery,
    response: siteIssueListSchema,
  }),
  create: endpoint({
    method: "POST",
    path: "/api/site-issues",
    access: ["Contracts", "create"],
    summary: "Raise a site issue (open), optionally assigned to someone whose role can edit Contracts",
    body: createSiteIssueSchema,
    response: siteIssueDetailSchema,
    status: 201,
  }),
  assignees: endpoint({
    method: "GET",
    path: "/api/site-issues/assignees",
    access: ["Contracts", "view"],
    summary: "Who an issue can be assigned to: active people whose role can edit Contracts",
    response: siteIssueAssigneesSchema,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/site-issues/:id",
    access: ["Contracts", "view"],
    summary: "One site issue with its history and photos",
    params: issueIdParams,
    response: siteIssueDetailSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/site-issues/:id",
    access: ["Contracts", "edit"],
    summary: "Change a site issue's fields or assignee (an assignment goes into its history)",
    params: issueIdParams,
    body: updateSiteIssueSchema,
    response: siteIssueDetailSchema,
  }),
  changeStatus: endpoint({
    method: "POST",
    path: "/api/site-issues/:id/status",
    access: ["Contracts", "edit"],
    summary: "Move a site issue along its workflow (resolving needs resolution notes, reopening a reason)",
    params: issueIdParams,
    body: statusChangeSchema,
    response: siteIssueDetailSchema,
  }),
  addNote: endpoint({
    method: "POST",
    path: "/api/site-issues/:id/notes",
    access: ["Contracts", "edit"],
    summary: "Add a progress note to a site issue's history without changing its status",
    params: issueIdParams,
    body: issueNoteSchema,
    response: siteIssueDetailSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/site-issues/:id",
    access: ["Contracts", "edit"],
    summary: "Delete a site issue (to Delete Records, with its history; its photos stay in the contract's files)",
    params: issueIdParams,
    response: noContent,
    status: 204,
  }),
  addPhotos: endpoint({
    method: "POST",
    path: "/api/site-issues/:id/photos",
    access: ["Contracts", "edit"],
    summary: "Add up to 10 photos to a site issue (they are the contract's files too)",
    params: issueIdParams,
    body: multipart(10),
    response: siteIssueDetailSchema,
    status: 201,
  }),
  removePhoto: endpoint({
    method: "DELETE",
    path: "/api/site-issues/:id/photos/:fileId",
    access: ["Contracts", "edit"],
    summary: "Take a photo off a site issue; the file stays in the contract's files",
    params: issuePhotoParams,
    response: siteIssueDetailSchema,
  }),
};

/** What a write here changes (decision 0062): every read of the issue's contract (its issue list, the timeline). The issue itself comes in the answer. */
export const siteIssuesChanges: Changes = [under(projectsEndpoints.getBySlug)];
