import type { Module } from "../../platform/module";
import { slugParams } from "@shared/common/slug";
import {
  createSiteIssueSchema,
  issueIdParams,
  issueNoteSchema,
  issuePhotoParams,
  listSiteIssuesQuery,
  statusChangeSchema,
  updateSiteIssueSchema,
} from "@shared/site-issues/site-issue";
import { readUploads } from "../files/files.upload";
import * as issues from "./site-issues.service";
import { addNote, changeStatus } from "./site-issue-workflow.service";
import { addPhotos, removePhoto } from "./site-issue-photos.service";

/** Site issues (product.md §2, docs/decisions/0010): site records under the Contracts permission (decision 0009). */
export const siteIssuesRoutes: Module = async (app, { db }) => {
  const access = (action: "view" | "create" | "edit" | "delete") => ({ access: ["Contracts", action] as const });
  const params = issueIdParams;
  const ctx = (request: Parameters<typeof issues.createIssue>[0]["request"]) => ({ db, request });

  app.get("/api/projects/by-slug/:slug/site-issues", { config: access("view"), schema: { params: slugParams, querystring: listSiteIssuesQuery } }, (req) =>
    issues.listIssues(db, req.params.slug, req.query),
  );

  app.post("/api/site-issues", { config: access("create"), schema: { body: createSiteIssueSchema } }, async (req, reply) => {
    reply.status(201);
    return issues.createIssue(ctx(req), req.body);
  });

  // Before /:id in reading order; Fastify prefers the static path anyway.
  app.get("/api/site-issues/assignees", { config: access("view") }, () => issues.listAssignees(db));

  app.get("/api/site-issues/:id", { config: access("view"), schema: { params } }, (req) => issues.getIssue(db, req.params.id));

  app.patch("/api/site-issues/:id", { config: access("edit"), schema: { params, body: updateSiteIssueSchema } }, (req) =>
    issues.updateIssue(ctx(req), req.params.id, req.body),
  );

  app.post("/api/site-issues/:id/status", { config: access("edit"), schema: { params, body: statusChangeSchema } }, (req) =>
    changeStatus(ctx(req), req.params.id, req.body),
  );

  app.post("/api/site-issues/:id/notes", { config: access("edit"), schema: { params, body: issueNoteSchema } }, (req) =>
    addNote(ctx(req), req.params.id, req.body.note),
  );

  app.delete("/api/site-issues/:id", { config: access("edit"), schema: { params } }, async (req, reply) => {
    await issues.deleteIssue(ctx(req), req.params.id);
    return reply.status(204).send();
  });

  app.post("/api/site-issues/:id/photos", { config: access("edit"), schema: { params } }, async (req, reply) => {
    // The issue must exist before the bytes are read: a wrong id is 404, not a wasted upload.
    await issues.getLiveIssue(db, req.params.id);
    const { uploads } = await readUploads(req, { maxFiles: 10 });
    reply.status(201);
    return addPhotos(ctx(req), req.params.id, uploads);
  });

  app.delete("/api/site-issues/:id/photos/:fileId", { config: access("edit"), schema: { params: issuePhotoParams } }, (req) =>
    removePhoto(ctx(req), req.params.id, req.params.fileId),
  );
};
