import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ModuleDeps } from "../../platform/module";
import { conflict, HttpError, isUniqueViolation } from "../../platform/errors";
import { hashPassword, verifyPassword } from "../../platform/passwords";
import { requireUser } from "../../platform/access";
import { audit, userRecord } from "../../platform/audit";
import { changePasswordFirstLoginSchema, type accessRequestSchema, type signupSchema } from "@shared/identity/auth";
import { LIMITS, MESSAGES, RATE_LIMITS, throttleKey } from "./auth.limits";
import { hit, spend } from "../../platform/rate-limit";
import { activeAdmins, notify, wantEmail } from "../../platform/notify";
import * as repo from "./auth.repository";
import { presentUser } from "./user.presenter";

/** POST /api/register: an administrator creates an active account directly (docs/decisions/0005-register.md). */
export async function register({ db, mailer }: ModuleDeps, request: FastifyRequest, input: z.output<typeof signupSchema>) {
  const admin = requireUser(request);
  if (await repo.findUserByEmail(db, input.email)) throw conflict(MESSAGES.emailTaken);
  const password = await hashPassword(input.password);
  const created = await db
    .transaction(async (tx) => {
      const row = await repo.insertUser(tx, {
        email: input.email,
        username: input.email,
        name: input.name,
        role: input.role,
        mobile: input.mobile,
        company: input.company,
        message: input.message,
        password,
        status: "active",
        mustChangePassword: true,
      });
      await audit(tx, request, {
        action: "user_registered",
        description: `${admin.name} registered ${row.name} (${row.email}) as ${row.role}`,
        category: "users",
        entityType: "user",
        entityId: row.id,
        entityName: row.name,
      });
      return row;
    })
    .catch((e: unknown) => {
      // Two administrators registering the same email at once: the unique index decides.
      if (isUniqueViolation(e)) throw conflict(MESSAGES.emailTaken);
      throw e;
    });
  await mailer.send({
    by: admin.id,
    to: created.email,
    subject: "Your Sitebook account",
    kind: "account_created",
    text: [
      `Hello ${created.name},`,
      "",
      `${admin.name} has created a Sitebook account for you (${created.email}) with the role ${created.role}.`,
      "They will give you a temporary password; you will be asked to choose your own when you first sign in.",
      "If you prefer, use Forgot your password? on the sign-in page to set one now.",
    ].join("\n"),
  });
  return presentUser(created);
}

/**
 * POST /api/send-registration-request: a pending user with the requested role. The answer never says
 * whether the email already has an account; only the mailbox owner is told.
 */
export async function requestAccess({ db, botCheck, mailer }: ModuleDeps, request: FastifyRequest, input: z.output<typeof accessRequestSchema>) {
  await botCheck.verify(input.recaptchaToken, "request_access");
  await spend(db, throttleKey.accessIp(request.ip), RATE_LIMITS.accessIp);
  const perEmail = await hit(db, throttleKey.accessEmail(input.email), LIMITS.accessRequestWindowMs);
  const quiet = perEmail.count > LIMITS.emailAccessRequests;

  const existing = await repo.findUserByEmail(db, input.email);
  const actor = { id: existing?.id ?? null, username: input.email };
  if (existing && existing.status !== "pending" && existing.status !== "rejected") {
    await audit(db, request, {
      action: "access_request_ignored",
      description: `Access request for ${input.email}, which already has an account`,
      category: "auth",
      entityType: "user",
      entityId: existing.id,
      actor,
    });
    if (!quiet)
      await mailer.send({
        by: "system",
        to: existing.email,
        subject: "Your Sitebook access request",
        kind: "access_request_existing",
        text: [
          `Hello ${existing.name},`,
          "",
          "Someone asked for Sitebook access with this email address, but you already have an account.",
          "Sign in on the sign-in page, or use Forgot your password? if you cannot remember it.",
          "If this was not you, you can ignore this email.",
        ].join("\n"),
      });
    return { message: MESSAGES.accessRequested };
  }

  const fields = { name: input.name, requestedRole: input.role, message: input.message?.trim() || null, status: "pending", role: "Viewer" } as const;
  const user = await db.transaction(async (tx) => {
    const row = existing
      ? await repo.updateUser(tx, existing.id, { ...fields, createdAt: existing.status === "rejected" ? new Date() : existing.createdAt })
      : await repo.insertUser(tx, { ...fields, email: input.email, username: input.email, password: null, mustChangePassword: true });
    await audit(tx, request, {
      action: existing ? "access_request_updated" : "access_requested",
      description: `${row.name} (${row.email}) asked for access as ${input.role}`,
      ...userRecord(row, "auth"),
      actor: { id: row.id, username: row.email },
    });
    // The admins' bell (issue 33): once per request however often it is repeated. Their email is the one below.
    await notify(tx, await activeAdmins(tx), {
      title: `Access request from ${row.name}`,
      message: `${row.name} (${row.email}) asked for access as ${input.role}.${fields.message ? ` Message: ${fields.message}` : ""}`,
      type: "access_request",
      category: "access_requests",
      priority: "high",
      link: "/team?tab=requests",
      metadata: { userId: row.id },
      dedupeKey: `access_request:${row.id}:${row.createdAt.toISOString()}`,
    });
    return row;
  });
  if (quiet) return { message: MESSAGES.accessRequested };

  // Each admin's email, unless they turned Access requests emails off in User Settings.
  const admins = await repo.activeAdminEmails(db);
  const wanted = await wantEmail(
    db,
    admins.map((a) => a.id),
    "access_requests",
  );
  for (const to of admins.filter((a) => wanted.has(a.id)).map((a) => a.email)) {
    await mailer.send({
      by: "system",
      to,
      subject: `New access request from ${user.name}`,
      kind: "access_request",
      text: [
        `${user.name} (${user.email}) has asked for access to Sitebook.`,
        `Requested role: ${input.role}`,
        input.message?.trim() ? `Message: ${input.message.trim()}` : "No message was added.",
        "",
        "Approve or reject the request in Team Management under pending requests. We promised an answer within 24 hours.",
      ].join("\n"),
    });
  }
  await mailer.send({
    by: "system",
    to: user.email,
    subject: "We've received your access request",
    kind: "access_request_received",
    text: [
      `Hello ${user.name},`,
      "",
      `Thank you for asking for access to Sitebook as ${input.role}.`,
      "An administrator will review your request and get back to you within 24 hours.",
      "When it is approved you will receive a temporary password by email.",
    ].join("\n"),
  });
  return { message: MESSAGES.accessRequested };
}

/** A 400 whose body also carries `error`, which the forced-change dialog reads (product.md §7). */
const passwordError = (message: string) => new HttpError(400, message, { error: message, errors: [{ field: "newPassword", message }] });

/** POST /api/change-password-first-login: the forced change, allowed before anything else. */
export async function changePasswordFirstLogin({ db }: ModuleDeps, request: FastifyRequest, body: unknown) {
  const user = requireUser(request);
  const newPasswordInput = (body as { newPassword?: unknown } | null)?.newPassword ?? "";
  const parsed = changePasswordFirstLoginSchema.safeParse({ newPassword: newPasswordInput });
  if (!parsed.success) throw passwordError(parsed.error.issues[0]?.message ?? "Password must be at least 8 characters");
  const { newPassword } = parsed.data;
  if (await verifyPassword(newPassword, user.password)) throw passwordError(MESSAGES.samePassword);
  const password = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { password, mustChangePassword: false, passwordChangedAt: new Date() });
    await audit(tx, request, {
      action: "password_changed",
      description: `${user.name} changed their password${user.mustChangePassword ? " at first sign-in" : ""}`,
      ...userRecord(user, "auth"),
    });
  });
  return { message: MESSAGES.passwordChanged };
}

/** The signed-in user as every answer shows them (GET /api/user, and PATCH /api/user in the account module). */
export { presentUser } from "./user.presenter";
