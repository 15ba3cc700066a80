import { endpoint } from "../common/contract";
import { listOutboxQuery, outboxEmailSchema, outboxIdParams, outboxPageSchema } from "./outbox";

/**
 * The admin's outbox: every email the system sent or holds. Without SMTP this is where an embedded
 * install reads reset codes and temporary passwords, so it is admin only.
 */
export const outboxEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/outbox",
    access: "admin",
    summary: "Emails sent or held, newest first, paged, with whether mail leaves through SMTP",
    query: listOutboxQuery,
    response: outboxPageSchema,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/outbox/:id",
    access: "admin",
    summary: "One email with its text and HTML",
    params: outboxIdParams,
    response: outboxEmailSchema,
  }),
};
