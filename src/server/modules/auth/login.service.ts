import type { FastifyReply, FastifyRequest } from "fastify";
import type { ModuleDeps } from "../../platform/module";
import { forbidden, unauthorized } from "../../platform/errors";
import { verifyPassword } from "../../platform/passwords";
import { endSession, startSession } from "../../platform/session";
import { audit, userRecord } from "../../platform/audit";
import { LIMITS, MESSAGES } from "./auth.limits";
import { findUserByEmail, updateUser } from "./auth.repository";
import { presentUser } from "./user.presenter";
import { readKnownDevice, rememberDevice } from "./known-device";
import { clearAfterSignIn, gate, holdError, holdReason, recordWrongPassword } from "./sign-in-holds";

type LoginInput = { username: string; password: string; recaptchaToken?: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/login: bot check, the holds (address block, account lock, device limit), password,
 * status, then a new session. Wrong passwords answer the same for known and unknown emails,
 * including the lock-out.
 */
export async function login(deps: ModuleDeps, request: FastifyRequest, reply: FastifyReply, input: LoginInput) {
  const { db, config, botCheck } = deps;
  const proof = await botCheck.verify(input.recaptchaToken, "login");
  // verify() returned: with the check on, this request solved a fresh proof of work.
  const humanChecked = botCheck.enabled;
  const email = input.username;
  const user = await findUserByEmail(db, email);
  const cookieDevice = await readKnownDevice(db, request);
  const device = user && cookieDevice?.userIds.includes(user.id) ? cookieDevice : null;
  const actor = { id: user?.id ?? null, username: email };

  const g = await gate(db, request, email, user, device, humanChecked, proof);
  if (g.refuse) {
    await audit(db, request, {
      action: "login_blocked",
      description: `Sign-in refused for ${email}: ${holdReason(g.refuse)}`,
      category: "auth",
      severity: "warning",
      actor,
    });
    throw holdError(g.refuse);
  }

  // A hold the password decides must not become a status oracle: such a request is answered after the password.
  if (user?.status === "pending" && !g.passwordDecides) {
    await audit(db, request, {
      action: "login_failed",
      description: `Sign-in refused for ${email}: access request awaiting approval`,
      category: "auth",
      entityType: "user",
      entityId: user.id,
      actor,
    });
    throw forbidden(MESSAGES.pending);
  }

  const valid = await verifyPassword(input.password, user?.password);
  if (!valid) {
    const failure = await recordWrongPassword(db, request, email, user, device, g);
    await audit(db, request, {
      action: "login_failed",
      description: `Failed sign-in for ${email}${user ? "" : " (no such account)"}`,
      category: "auth",
      severity: "warning",
      entityType: user ? "user" : undefined,
      entityId: user?.id,
      actor,
      metadata: {
        consecutiveFailures: failure.count,
        ...(device ? { knownDevice: true } : {}),
        ...(g.passwordDecides ? { heldBy: g.passwordDecides.kind } : {}),
      },
    });
    if (g.passwordDecides) throw holdError(g.passwordDecides);
    if (device) {
      if (failure.deviceLockedMs) throw holdError({ kind: "device", retryMs: failure.deviceLockedMs });
    } else if (failure.lockedMs) throw holdError({ kind: "account", retryMs: failure.lockedMs });
    // Repeated failures are answered more slowly before the lock-out.
    if (failure.count > LIMITS.slowAfterFailures) await sleep((failure.count - LIMITS.slowAfterFailures) * LIMITS.slowStepMs);
    throw unauthorized(MESSAGES.invalidCredentials);
  }

  // The password is right: only now may the answer tell a closed account apart.
  if (user!.status !== "active") {
    await audit(db, request, {
      action: "login_failed",
      description: `Sign-in refused for ${email}: account ${user!.status}`,
      category: "auth",
      entityType: "user",
      entityId: user!.id,
      actor,
    });
    throw forbidden(user!.status === "pending" ? MESSAGES.pending : user!.status === "rejected" ? MESSAGES.rejected : MESSAGES.deactivated);
  }

  // Getting past a lock does not lift it: it still holds every device the account does not know.
  const signedIn = await updateUser(db, user!.id, { failedLoginCount: 0, lockedUntil: g.lockedMs > 0 ? user!.lockedUntil : null, lastLoginAt: new Date() });
  await clearAfterSignIn(db, request, email, signedIn, device);
  // A fresh token at every sign-in: any token the browser already held is ended first.
  await endSession(db, request, reply);
  await startSession(db, config, request, reply, signedIn.id);
  await rememberDevice(db, request, reply, cookieDevice, signedIn.id);
  request.user = signedIn;
  const past = g.passwordDecides ? holdReason(g.passwordDecides) : device && g.lockedMs > 0 ? "account locked" : undefined;
  await audit(db, request, {
    action: "login",
    description: `${signedIn.name} signed in${past ? ` (past: ${past}${device ? ", known device" : proof ? `, account proof of work level ${proof.level}` : ", bot check passed"})` : ""}`,
    ...userRecord(signedIn, "auth"),
    metadata: device ? { knownDevice: true } : undefined,
  });
  return presentUser(signedIn);
}
