import { endpoint, fileResponse } from "../common/contract";
import { listOutboxQuery, outboxAttachmentParams, outboxEmailSchema, outboxIdParams, outboxPageSchema } from "./outbox";

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
    summary: "One email with its text, HTML and the files sent with it",
    params: outboxIdParams,
    response: outboxEmailSchema,
  }),
  attachment: endpoint({
    method: "GET",
    path: "/api/outbox/:id/attachments/:attachmentId",
    access: "admin",
    summary: "A file sent with an email (a purchase order's PDF), as it went",
    params: outboxAttachmentParams,
    response: fileResponse("application/octet-stream"),
  }),
};
