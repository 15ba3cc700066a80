import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { seesCarbon } from "../../platform/carbon-access";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { getProjectSummary } from "./project-summary.service";
import * as projects from "./projects.service";
import { updateProject } from "./update-project";

/** Contracts (projects), registered from their endpoint table (shared/projects/projects.endpoints.ts). */
export const projectsRoutes: Module = async (app, { db }) => {
  routes(app, projectsEndpoints, {
    list: (req) => projects.listProjects(db, req.query),
    teamOptions: (req) => projects.listTeamOptions(db, req.query),
    getBySlug: (req) => projects.getProjectBySlug(db, req.params.slug),
    // The contract page's budget panel (issue 11 item 15): carbon only for a reader with Carbon Tracking view.
    summary: async (req) => getProjectSummary(db, req.params.slug, { carbon: await seesCarbon(db, req) }),
    get: (req) => projects.getProject(db, req.params.id),
    budgetChanges: (req) => projects.listBudgetChanges(db, req.params.id, req.query),
    create: (req) => projects.createProject(db, req, req.body),
    update: (req) => updateProject(db, req, req.params.id, req.body),
    remove: (req) => projects.deleteProject(db, req, req.params.id),
  });
};
