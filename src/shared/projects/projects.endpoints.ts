import { z } from "zod";
import { endpoint, type Changes } from "../common/contract";
import { pageOf, pageQuery } from "../common/paging";
import { BUDGET_LOG_FIELD_NAMES } from "./budget-fields";
import { listProjectsQuery, projectIdParams, projectSchema, projectSlugParams, projectUpdateSchema, teamOptionsQuery } from "./project-form";
import { budgetChangeSchema, deletedProjectSchema, projectCardSchema, teamOptionsSchema } from "./project-list";
import { projectSummarySchema } from "./project-summary";
import { projectViewSchema } from "./project-view";
import { contractEndpoints, recordEndpoints } from "../common/record-endpoints";

const project = recordEndpoints("projects", "Contracts", projectIdParams);

/** GET /api/projects/:id/budget/changes: one budget's history, or all of them. */
export const listBudgetChangesQuery = pageQuery.extend({
  field: z.enum(BUDGET_LOG_FIELD_NAMES, { message: `Field must be one of: ${BUDGET_LOG_FIELD_NAMES.join(", ")}` }).optional(),
});

/** Contracts (projects): the list, one project, create, edit with budget reasons, delete to the recycle bin. */
export const projectsEndpoints = {
  list: project.list(
    "The contracts as cards, most recently updated first: searched, filtered by status and paged",
    listProjectsQuery,
    pageOf(projectCardSchema),
  ),
  teamOptions: endpoint({
    method: "GET",
    path: "/api/projects/team-options",
    access: ["Contracts", "view"],
    summary: "Active people for the manager pickers: names and roles only",
    query: teamOptionsQuery,
    response: teamOptionsSchema,
  }),
  getBySlug: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug",
    access: ["Contracts", "view"],
    summary: "One contract by its slug",
    params: projectSlugParams,
    response: projectViewSchema,
  }),
  summary: contractEndpoints("Contracts", projectSlugParams).read(
    "summary",
    "The contract page's budget panel: each budget with its latest changes, and what the site records show so far",
    { response: projectSummarySchema },
  ),
  get: project.get("One contract by its id", projectViewSchema),
  budgetChanges: endpoint({
    method: "GET",
    path: "/api/projects/:id/budget/changes",
    access: ["Contracts", "view"],
    summary: "A contract's budget changes with their reasons, newest first, paged",
    params: projectIdParams,
    query: listBudgetChangesQuery,
    response: pageOf(budgetChangeSchema),
  }),
  create: project.create("Create a contract; each budget's first value is kept as its original", projectSchema, projectViewSchema),
  update: project.update("Change a contract's fields; a changed budget needs its reason and is kept in its history", projectUpdateSchema, projectViewSchema),
  remove: endpoint({
    method: "DELETE",
    path: "/api/projects/:id",
    access: ["Contracts", "delete"],
    summary: "Move a contract to the recycle bin with everything that hangs off it",
    params: projectIdParams,
    response: deletedProjectSchema,
  }),
};

/** What a save or delete of a contract changes (decision 0062): the lists (the contracts page, the pickers) and the budget histories. The contract itself is put in the cache from the answer. */
export const projectsChanges: Changes = [projectsEndpoints.list, projectsEndpoints.budgetChanges];
