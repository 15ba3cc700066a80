import { siteIssuesEndpoints } from "@shared/site-issues/site-issues.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { readUploads } from "../files/files.upload";
import * as issues from "./site-issues.service";
import { addNote, changeStatus } from "./site-issue-workflow.service";
import { addPhotos, removePhoto } from "./site-issue-photos.service";

/** Site issues (product.md §2, docs/decisions/0010), registered from their endpoint table (shared/site-issues/site-issues.endpoints.ts). */
export const siteIssuesRoutes: Module = async (app, { db }) => {
  routes(app, siteIssuesEndpoints, {
    listForProject: (req) => issues.listIssues(db, req.params.slug, req.query),
    create: (req) => issues.createIssue({ db, request: req }, req.body),
    assignees: () => issues.listAssignees(db),
    get: (req) => issues.getIssue(db, req.params.id),
    update: (req) => issues.updateIssue({ db, request: req }, req.params.id, req.body),
    changeStatus: (req) => changeStatus({ db, request: req }, req.params.id, req.body),
    addNote: (req) => addNote({ db, request: req }, req.params.id, req.body.note),
    remove: (req) => issues.deleteIssue({ db, request: req }, req.params.id),
    addPhotos: async (req) => {
      // The issue must exist before the bytes are read: a wrong id is 404, not a wasted upload.
      await issues.getLiveIssue(db, req.params.id);
      const { uploads } = await readUploads(req, { maxFiles: 10 });
      return addPhotos({ db, request: req }, req.params.id, uploads);
    },
    removePhoto: (req) => removePhoto({ db, request: req }, req.params.id, req.params.fileId),
  });
};
