import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "../../db/client";
import type { Mailer } from "../../platform/mail";
import { audit, type AuditEntry } from "../../platform/audit";
import { requireUser } from "../../platform/access";
import { conflict, notFound } from "../../platform/errors";
import { generatePassword, hashPassword } from "../../platform/passwords";
import { endAllSessions } from "../../platform/session";
import { ADMIN_ROLE, type UserStatus } from "@shared/identity/roles";
import { toPage, type PageQuery } from "@shared/common/paging";
import type { z } from "zod";
import type { createUserSchema, updateUserSchema } from "@shared/identity/users";
import * as repo from "./users.repository";
import { presentTeamUser } from "./users.presenter";
import { accountCreatedEmail, passwordResetByAdminEmail, type Credentials } from "./users.emails";

export type Ctx = { db: Db; mailer: Mailer; request: FastifyRequest };

/** An admin's change to one account, logged under Users with the account as its subject. */
export type UserAuditEntry = Omit<AuditEntry, "entityType" | "entityId" | "entityName" | "category">;
export const auditUser = (tx: Tx, request: FastifyRequest, user: { id: number; name: string }, entry: UserAuditEntry) =>
  audit(tx, request, { ...entry, entityType: "user", entityId: user.id, entityName: user.name, category: "users" });

/** Where the person signs in, as the admin's browser reached this server. */
export function signInUrl(request: FastifyRequest, email: string) {
  return `${request.protocol}://${request.host}/auth?email=${encodeURIComponent(email)}`;
}

/** A fresh temporary password: the hash to store and the words of the email that carries it. */
export async function temporaryCredentials(ctx: Ctx, user: { name: string; email: string }) {
  const password = generatePassword();
  const credentials: Credentials = {
    name: user.name,
    email: user.email,
    password,
    signInUrl: signInUrl(ctx.request, user.email),
    company: await repo.companyName(ctx.db),
  };
  return { hash: await hashPassword(password), credentials };
}

export const temporaryPasswordFields = (hash: string) => ({
  password: hash,
  mustChangePassword: true,
  passwordChangedAt: new Date(),
  failedLoginCount: 0,
  lockedUntil: null,
});

export async function listUsers(db: Db, q: PageQuery & { status?: UserStatus; search?: string }) {
  const { rows, total } = await repo.listUsers(db, q);
  return toPage(rows.map(presentTeamUser), total, q);
}

export async function createUser(ctx: Ctx, input: z.infer<typeof createUserSchema>) {
  const { hash, credentials } = await temporaryCredentials(ctx, input);
  const user = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertUser(tx, {
      name: input.name,
      email: input.email,
      username: input.email,
      role: input.role,
      mobile: input.mobile,
      status: "active",
      intentConfirmed: true,
      ...temporaryPasswordFields(hash),
    });
    if (!row) throw conflict("An account with this email already exists");
    await auditUser(tx, ctx.request, row, {
      action: "user_created",
      description: `Created user ${row.name} (${row.email}) with the role ${row.role}`,
      metadata: { role: row.role },
    });
    return row;
  });
  await ctx.mailer.send({ ...accountCreatedEmail(credentials), by: requireUser(ctx.request).id });
  return presentTeamUser(user);
}

/** Refuses what would leave the company without an Admin, or an admin demoting or deactivating themselves. */
async function guardAdminLoss(tx: Tx, actorId: number, target: repo.UserRow, change: "demote" | "deactivate") {
  if (target.id === actorId) {
    throw conflict(change === "demote" ? "You cannot remove your own Admin role" : "You cannot deactivate your own account");
  }
  if (target.role !== ADMIN_ROLE || target.status !== "active") return;
  const admins = await repo.lockActiveAdminIds(tx);
  if (admins.length <= 1) {
    throw conflict(change === "demote" ? "The last active Admin cannot lose the Admin role" : "The last active Admin cannot be deactivated");
  }
}

export async function updateUser(ctx: Ctx, actorId: number, id: number, input: z.infer<typeof updateUserSchema>) {
  const user = await ctx.db.transaction(async (tx) => {
    const before = await repo.findUserForUpdate(tx, id);
    if (!before) throw notFound("User not found");
    if (input.role !== undefined && input.role !== ADMIN_ROLE && before.role === ADMIN_ROLE) {
      await guardAdminLoss(tx, actorId, before, "demote");
    }
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<repo.NewUser>;
    const after = await repo.updateUser(tx, id, changes);
    const changed = (["name", "role", "mobile"] as const).filter((k) => k in changes && before[k] !== after[k]);
    await auditUser(tx, ctx.request, after, {
      action: "user_updated",
      description: changed.includes("role") ? `Changed ${after.name}'s role from ${before.role} to ${after.role}` : `Updated ${after.name}'s details`,
      metadata: {
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      },
    });
    return after;
  });
  return presentTeamUser(user);
}

export async function deactivateUser(ctx: Ctx, actorId: number, id: number) {
  const user = await ctx.db.transaction(async (tx) => {
    const before = await repo.findUserForUpdate(tx, id);
    if (!before) throw notFound("User not found");
    if (before.status === "deactivated") throw conflict("This user is already deactivated");
    if (before.status !== "active") throw conflict("Only active users can be deactivated");
    await guardAdminLoss(tx, actorId, before, "deactivate");
    const after = await repo.updateUser(tx, id, { status: "deactivated" });
    await auditUser(tx, ctx.request, after, {
      action: "user_deactivated",
      description: `Deactivated ${after.name} (${after.email}) and ended their sessions`,
      severity: "warning",
    });
    return after;
  });
  await endAllSessions(ctx.db, id);
  return presentTeamUser(user);
}

export async function reactivateUser(ctx: Ctx, id: number) {
  const user = await ctx.db.transaction(async (tx) => {
    const before = await repo.findUserForUpdate(tx, id);
    if (!before) throw notFound("User not found");
    if (before.status !== "deactivated") throw conflict("Only deactivated users can be reactivated");
    const after = await repo.updateUser(tx, id, { status: "active", failedLoginCount: 0, lockedUntil: null });
    await auditUser(tx, ctx.request, after, {
      action: "user_reactivated",
      description: `Reactivated ${after.name} (${after.email})`,
    });
    return after;
  });
  return presentTeamUser(user);
}

export async function resetUserPassword(ctx: Ctx, actorId: number, id: number) {
  const target = await repo.findUser(ctx.db, id);
  if (!target) throw notFound("User not found");
  if (target.id === actorId) throw conflict("Change your own password in User Settings");
  if (target.status !== "active") throw conflict("Only active users can have their password reset");
  const { hash, credentials } = await temporaryCredentials(ctx, target);
  const user = await ctx.db.transaction(async (tx) => {
    const after = await repo.updateUser(tx, id, temporaryPasswordFields(hash));
    await auditUser(tx, ctx.request, after, {
      action: "user_password_reset",
      description: `Reset ${after.name}'s password and emailed a temporary one`,
      severity: "warning",
    });
    return after;
  });
  await endAllSessions(ctx.db, id);
  await ctx.mailer.send({ ...passwordResetByAdminEmail(credentials), by: requireUser(ctx.request).id });
  return presentTeamUser(user);
}
