import type { Module } from "../../platform/module";
import { notFound } from "../../platform/errors";
import { listOutboxQuery, outboxIdParams, type OutboxPage } from "@shared/identity/outbox";
import { toPage } from "@shared/common/paging";
import { findEmail, listEmails } from "./outbox.repository";
import { presentEmail, presentEmailSummary } from "./outbox.presenter";

/**
 * The admin's outbox: every email the system sent or holds. Without SMTP this is where an embedded
 * install reads reset codes and temporary passwords, so it is admin only.
 */
export const outboxRoutes: Module = async (app, { db, mailer }) => {
  app.get("/api/outbox", { config: { access: "admin" }, schema: { querystring: listOutboxQuery } }, async (req): Promise<OutboxPage> => {
    const { rows, total } = await listEmails(db, req.query);
    return { ...toPage(rows.map(presentEmailSummary), total, req.query), smtp: mailer.smtp };
  });

  app.get("/api/outbox/:id", { config: { access: "admin" }, schema: { params: outboxIdParams } }, async (req) => {
    const row = await findEmail(db, req.params.id);
    if (!row) throw notFound("Email not found");
    return presentEmail(row);
  });
};
