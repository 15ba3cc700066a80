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
 * install reads reset codes and temporary passwords, so it is admin only, and so are the files sent
 * with its messages (a purchase order's PDF carries prices).
 */
export const outboxRoutes: Module = async (app, { db, mailer, areas }) => {
  routes(app, outboxEndpoints, {
    list: async (req) => {
      const { rows, total } = await listEmails(db, req.query);
      const items = rows.map((row) => presentEmailSummary(row, areas.mailKinds));
      return { ...toPage(items, total, req.query), smtp: mailer.smtp };
    },
    get: async (req) => {
      const row = await findEmail(db, req.params.id);
      if (!row) throw notFound("Email not found");
      return presentEmail(row, await listAttachments(db, row.id), areas.mailKinds);
    },
    attachment: async (req, reply) => {
      const file = await findAttachment(db, req.params.id, req.params.attachmentId);
      if (!file) throw notFound((await findEmail(db, req.params.id)) ? "Attachment not found" : "Email not found");
      // Always a download, never a page of this site: the type as it was sent, not sniffed, sandboxed.
      return reply
        .header("content-type", file.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("content-disposition", contentDisposition("attachment", file.filename))
        .header("cache-control", "private, no-store")
        .send(file.data);
    },
  });
};
