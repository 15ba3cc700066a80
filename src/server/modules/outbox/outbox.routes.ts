import { outboxEndpoints } from "@shared/identity/outbox.endpoints";
import { toPage } from "@shared/common/paging";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { notFound } from "../../platform/errors";
import { findEmail, listEmails } from "./outbox.repository";
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
      return presentEmail(row);
    },
  });
};
