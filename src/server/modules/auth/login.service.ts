import type { FastifyReply, FastifyRequest } from "fastify";
import type { ModuleDeps } from "../../platform/module";
import { forbidden, tooMany, unauthorized } from "../../platform/errors";
import { verifyPassword } from "../../platform/passwords";
import { endSession, startSession } from "../../platform/session";
import { audit } from "../../platform/audit";
import { LIMITS, MESSAGES } from "./auth.limits";
import { block, hit, peek, throttleKey } from "./throttle";
import { findUserByEmail, incrementFailedLogins, updateUser, type UserRow } from "./auth.repository";
import { presentUser } from "./user.presenter";

type LoginInput = { username: string; password: string; recaptchaToken?: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/login: bot check, address limit, account lock-out, password, status, then a new session.
 * Wrong passwords answer the same for known and unknown emails, including the lock-out.
 */
export async function login(deps: ModuleDeps, request: FastifyRequest, reply: FastifyReply, input: LoginInput) {
  const { db, config, botCheck } = deps;
  await botCheck.verify(input.recaptchaToken, "login");
  const email = input.username;
  const ipKey = throttleKey.loginIp(request.ip);

  const ip = await peek(db, ipKey, LIMITS.ipLoginWindowMs);
  if (ip.count >= LIMITS.ipLoginFailures) {
    await audit(db, request, { action: "login_blocked", description: `Sign-in refused for ${email}: too many failures from this address`, category: "auth", severity: "warning", actor: { id: null, username: email } });
    throw tooMany(MESSAGES.ipLocked(ip.retryMs), ip.retryMs / 1000);
  }

  const user = await findUserByEmail(db, email);
  const lockedMs = await lockRemaining(deps, email, user);
  if (lockedMs > 0) {
    await audit(db, request, { action: "login_blocked", description: `Sign-in refused for ${email}: account locked`, category: "auth", severity: "warning", actor: { id: user?.id ?? null, username: email } });
    throw tooMany(MESSAGES.accountLocked(lockedMs), lockedMs / 1000);
  }

  if (user?.status === "pending") {
    await audit(db, request, { action: "login_failed", description: `Sign-in refused for ${email}: access request awaiting approval`, category: "auth", entityType: "user", entityId: user.id, actor: { id: user.id, username: email } });
    throw forbidden(MESSAGES.pending);
  }

  const valid = await verifyPassword(input.password, user?.password);
  if (!valid) {
    await hit(db, ipKey, LIMITS.ipLoginWindowMs);
    const failures = await recordFailure(deps, email, user);
    await audit(db, request, {
      action: "login_failed",
      description: `Failed sign-in for ${email}${user ? "" : " (no such account)"}`,
      category: "auth",
      severity: "warning",
      entityType: user ? "user" : undefined,
      entityId: user?.id,
      actor: { id: user?.id ?? null, username: email },
      metadata: { consecutiveFailures: failures.count },
    });
    if (failures.lockedMs) throw tooMany(MESSAGES.accountLocked(failures.lockedMs), failures.lockedMs / 1000);
    // Repeated failures are answered more slowly before the lock-out.
    if (failures.count > LIMITS.slowAfterFailures) await sleep((failures.count - LIMITS.slowAfterFailures) * LIMITS.slowStepMs);
    throw unauthorized(MESSAGES.invalidCredentials);
  }

  // The password is right: only now may the answer tell a closed account apart.
  if (user!.status !== "active") {
    await audit(db, request, { action: "login_failed", description: `Sign-in refused for ${email}: account ${user!.status}`, category: "auth", entityType: "user", entityId: user!.id, actor: { id: user!.id, username: email } });
    throw forbidden(user!.status === "rejected" ? MESSAGES.rejected : MESSAGES.deactivated);
  }

  const signedIn = await updateUser(db, user!.id, { failedLoginCount: 0, lockedUntil: null, lastLoginAt: new Date() });
  // A fresh token at every sign-in: any token the browser already held is ended first.
  await endSession(db, request, reply);
  await startSession(db, config, request, reply, signedIn.id);
  request.user = signedIn;
  await audit(db, request, { action: "login", description: `${signedIn.name} signed in`, category: "auth", entityType: "user", entityId: signedIn.id, entityName: signedIn.name });
  return presentUser(signedIn);
}

async function lockRemaining({ db }: ModuleDeps, email: string, user: UserRow | undefined): Promise<number> {
  if (user) return user.lockedUntil ? Math.max(0, user.lockedUntil.getTime() - Date.now()) : 0;
  return (await peek(db, throttleKey.loginUnknownEmail(email), LIMITS.accountLockMs)).blockedMs ?? 0;
}

/** Counts a consecutive failure; the fifth locks the account (or the unknown email) and starts the count again. */
async function recordFailure({ db }: ModuleDeps, email: string, user: UserRow | undefined): Promise<{ count: number; lockedMs?: number }> {
  let count: number;
  if (user) count = await incrementFailedLogins(db, user.id);
  else count = (await hit(db, throttleKey.loginUnknownEmail(email), 24 * 60 * 60_000)).count;
  if (count < LIMITS.accountFailures) return { count };
  const until = new Date(Date.now() + LIMITS.accountLockMs);
  if (user) await updateUser(db, user.id, { failedLoginCount: 0, lockedUntil: until });
  else await block(db, throttleKey.loginUnknownEmail(email), until);
  return { count, lockedMs: LIMITS.accountLockMs };
}
