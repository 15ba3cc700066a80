import { conflict, notFound } from "../../platform/errors";
import { requireUser } from "../../platform/access";
import { ADMIN_ROLE, isRole } from "@shared/identity/roles";
import { toPage, type PageQuery } from "@shared/common/paging";
import type { Role } from "@shared/identity/roles";
import type { Db } from "../../db/client";
import * as repo from "./users.repository";
import { presentTeamUser } from "./users.presenter";
import { accessApprovedEmail, accessRejectedEmail } from "./users.emails";
import { auditUser, temporaryCredentials, temporaryPasswordFields, type Ctx, type UserAuditEntry } from "./users.service";

/** Access requests are users with status pending (created by POST /api/send-registration-request). */

export async function listAccessRequests(db: Db, q: PageQuery) {
  const { rows, total } = await repo.listPendingUsers(db, q);
  return toPage(rows.map(presentTeamUser), total, q);
}

async function pendingRequest(ctx: Ctx, id: number) {
  const row = await repo.findUser(ctx.db, id);
  if (!row) throw notFound("Access request not found");
  if (row.status !== "pending") throw conflict("This access request has already been handled");
  return row;
}

/** Changes a request still pending, under its row's lock: a second admin's answer to the same request meets the conflict. */
async function settleRequest(ctx: Ctx, id: number, changes: Partial<repo.NewUser>, entry: (after: repo.UserRow) => UserAuditEntry) {
  return ctx.db.transaction(async (tx) => {
    const locked = await repo.findUserForUpdate(tx, id);
    if (locked?.status !== "pending") throw conflict("This access request has already been handled");
    const after = await repo.updateUser(tx, id, changes);
    await auditUser(tx, ctx.request, after, entry(after));
    return after;
  });
}

/** The admin picks the role (default: the one requested); the person gets a temporary password by email. */
export async function approveAccessRequest(ctx: Ctx, id: number, chosenRole?: Role) {
  const request = await pendingRequest(ctx, id);
  const requested = request.requestedRole ?? request.role;
  const role = chosenRole ?? (isRole(requested) && requested !== ADMIN_ROLE ? requested : "Viewer");
  const { hash, credentials } = await temporaryCredentials(ctx, request);
  const user = await settleRequest(ctx, id, { role, status: "active", ...temporaryPasswordFields(hash) }, (after) => ({
    action: "access_request_approved",
    description: `Approved the access request of ${after.name} (${after.email}) with the role ${role}`,
    metadata: { requestedRole: request.requestedRole, role },
  }));
  await ctx.mailer.send({ ...accessApprovedEmail({ ...credentials, role }), by: requireUser(ctx.request).id });
  return presentTeamUser(user);
}

export async function rejectAccessRequest(ctx: Ctx, id: number, reason?: string) {
  const request = await pendingRequest(ctx, id);
  const user = await settleRequest(ctx, id, { status: "rejected" }, (after) => ({
    action: "access_request_rejected",
    description: `Rejected the access request of ${after.name} (${after.email})`,
    metadata: reason ? { reason } : undefined,
  }));
  await ctx.mailer.send({
    ...accessRejectedEmail({ name: request.name, email: request.email, reason: reason || undefined, company: await repo.companyName(ctx.db) }),
    by: requireUser(ctx.request).id,
  });
  return presentTeamUser(user);
}
