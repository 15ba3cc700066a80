import { conflict, notFound } from "../../platform/errors";
import { audit } from "../../platform/audit";
import { requireUser } from "../../platform/access";
import { ADMIN_ROLE, isRole } from "@shared/identity/roles";
import { toPage, type PageQuery } from "@shared/common/paging";
import type { Role } from "@shared/identity/roles";
import type { Db } from "../../db/client";
import * as repo from "./users.repository";
import { presentTeamUser } from "./users.presenter";
import { accessApprovedEmail, accessRejectedEmail } from "./users.emails";
import { temporaryCredentials, temporaryPasswordFields, type Ctx } from "./users.service";

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

/** The admin picks the role (default: the one requested); the person gets a temporary password by email. */
export async function approveAccessRequest(ctx: Ctx, id: number, chosenRole?: Role) {
  const request = await pendingRequest(ctx, id);
  const requested = request.requestedRole ?? request.role;
  const role = chosenRole ?? (isRole(requested) && requested !== ADMIN_ROLE ? requested : "Viewer");
  const { hash, credentials } = await temporaryCredentials(ctx, request);
  const user = await ctx.db.transaction(async (tx) => {
    const locked = await repo.findUserForUpdate(tx, id);
    if (locked?.status !== "pending") throw conflict("This access request has already been handled");
    const after = await repo.updateUser(tx, id, { role, status: "active", ...temporaryPasswordFields(hash) });
    await audit(tx, ctx.request, {
      action: "access_request_approved",
      description: `Approved the access request of ${after.name} (${after.email}) with the role ${role}`,
      entityType: "user",
      entityId: after.id,
      entityName: after.name,
      category: "users",
      metadata: { requestedRole: request.requestedRole, role },
    });
    return after;
  });
  await ctx.mailer.send({ ...accessApprovedEmail({ ...credentials, role }), by: requireUser(ctx.request).id });
  return presentTeamUser(user);
}

export async function rejectAccessRequest(ctx: Ctx, id: number, reason?: string) {
  const request = await pendingRequest(ctx, id);
  const user = await ctx.db.transaction(async (tx) => {
    const locked = await repo.findUserForUpdate(tx, id);
    if (locked?.status !== "pending") throw conflict("This access request has already been handled");
    const after = await repo.updateUser(tx, id, { status: "rejected" });
    await audit(tx, ctx.request, {
      action: "access_request_rejected",
      description: `Rejected the access request of ${after.name} (${after.email})`,
      entityType: "user",
      entityId: after.id,
      entityName: after.name,
      category: "users",
      metadata: reason ? { reason } : undefined,
    });
    return after;
  });
  await ctx.mailer.send({
    ...accessRejectedEmail({ name: request.name, email: request.email, reason: reason || undefined, company: await repo.companyName(ctx.db) }),
    by: requireUser(ctx.request).id,
  });
  return presentTeamUser(user);
}
