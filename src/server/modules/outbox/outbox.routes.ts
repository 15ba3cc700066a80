import { outboxEndpoints } from "@shared/identity/outbox.endpoints";
import { toPage } from "@shared/common/paging";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { notFound } from "../../platform/errors";
import { contentDisposition } from "../../platform/file-names";
import { findAttachment, findEmail, listAttachments, listEmails } from "./outbox.repository";
import { presentEmail, presentEmailSummary } from "./outbox.presenter";

/**
 * The admin's outbox: every email the system sent or holds. Without SMTP this is where an embedded
 * install reads reset codes and temporary passwords, so it is admin only.
 */
export const outboxRoutes: Module = async (app, { db, mailer }) => {
  routes(app, outboxEndpoints, {
    list: async (req) => {
      const { rows, total } = await listEmails(db, req.query);
      return { ...toPage(rows.map(presentEmailSummary), total, req.query), smtp: mailer.smtp };
    },
    get: async (req) => {
      const row = await findEmail(db, req.params.id);
      if (!row) throw notFound("Email not found");
      return presentEmail(row, await listAttachments(db, row.id));
    },
    // As it went to the recipient; always a download (never drawn inline under the app's origin).
    attachment: async (req, reply) => {
      if (!(await findEmail(db, req.params.id))) throw notFound("Email not found");
      const file = await findAttachment(db, req.params.id, req.params.attachmentId);
      if (!file) throw notFound("Attachment not found");
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", contentDisposition("attachment", file.filename))
        .header("cache-control", "private, no-store")
        .send(file.data);
    },
  });
};
