import { endpoint, multipart, under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
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
import { recordEndpoints } from "../common/record-endpoints";

const issue = recordEndpoints("site-issues", "Contracts", issueIdParams);

/** Site issues (product.md §2, docs/decisions/0010): site records under the Contracts permission (decision 0009). */
export const siteIssuesEndpoints = {
  listForProject: issue.forProject(
    "A contract's site issues, overdue first then by priority, paged, with the counts by status",
    listSiteIssuesQuery,
    siteIssueListSchema,
  ),
  create: issue.create("Raise a site issue (open), optionally assigned to someone whose role can edit Contracts", createSiteIssueSchema, siteIssueDetailSchema),
  assignees: endpoint({
    method: "GET",
    path: "/api/site-issues/assignees",
    access: ["Contracts", "view"],
    summary: "Who an issue can be assigned to: active people whose role can edit Contracts",
    response: siteIssueAssigneesSchema,
  }),
  get: issue.get("One site issue with its history and photos", siteIssueDetailSchema),
  update: issue.update("Change a site issue's fields or assignee (an assignment goes into its history)", updateSiteIssueSchema, siteIssueDetailSchema),
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
  remove: issue.remove("Delete a site issue (to Delete Records, with its history; its photos stay in the contract's files)", "edit"),
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
