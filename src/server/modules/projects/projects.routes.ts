import { z } from "zod";
import { pageQuery } from "@shared/common/paging";
import { BUDGET_LOG_FIELD_NAMES } from "@shared/projects/budget-fields";
import { listProjectsQuery, projectIdParams, projectSchema, projectSlugParams, projectUpdateSchema, teamOptionsQuery } from "@shared/projects/project-form";
import { projectSummarySchema } from "@shared/projects/project-summary";
import { seesCarbon } from "../../platform/carbon-access";
import type { Module } from "../../platform/module";
import { getProjectSummary } from "./project-summary.service";
import * as projects from "./projects.service";
import { updateProject } from "./update-project";

const budgetChangesQuery = pageQuery.extend({
  field: z.enum(BUDGET_LOG_FIELD_NAMES, { message: `Field must be one of: ${BUDGET_LOG_FIELD_NAMES.join(", ")}` }).optional(),
});

/** Contracts (projects): the list, one project, create, edit with budget reasons, delete to the recycle bin. */
export const projectsRoutes: Module = async (app, { db }) => {
  const view = { access: ["Contracts", "view"] } as const;
  const params = projectIdParams;

  app.get("/api/projects", { config: view, schema: { querystring: listProjectsQuery } }, (req) => projects.listProjects(db, req.query));

  app.get("/api/projects/team-options", { config: view, schema: { querystring: teamOptionsQuery } }, (req) => projects.listTeamOptions(db, req.query));

  app.get("/api/projects/by-slug/:slug", { config: view, schema: { params: projectSlugParams } }, (req) => projects.getProjectBySlug(db, req.params.slug));

  // The contract page's budget panel: budgets, their latest changes and what the records show (issue 11 item 15).
  app.get(
    "/api/projects/by-slug/:slug/summary",
    { config: view, schema: { params: projectSlugParams, response: { 200: projectSummarySchema } } },
    async (req) => getProjectSummary(db, req.params.slug, { carbon: await seesCarbon(db, req) }),
  );

  app.get("/api/projects/:id", { config: view, schema: { params } }, (req) => projects.getProject(db, req.params.id));

  app.get("/api/projects/:id/budget-changes", { config: view, schema: { params, querystring: budgetChangesQuery } }, (req) =>
    projects.listBudgetChanges(db, req.params.id, req.query),
  );

  app.post("/api/projects", { config: { access: ["Contracts", "create"] }, schema: { body: projectSchema } }, async (req, reply) => {
    reply.status(201);
    return projects.createProject(db, req, req.body);
  });

  app.patch("/api/projects/:id", { config: { access: ["Contracts", "edit"] }, schema: { params, body: projectUpdateSchema } }, (req) =>
    updateProject(db, req, req.params.id, req.body),
  );

  app.delete("/api/projects/:id", { config: { access: ["Contracts", "delete"] }, schema: { params } }, (req) => projects.deleteProject(db, req, req.params.id));
};
