import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import type { ModuleDeps } from "../../platform/module";
import { badRequest } from "../../platform/errors";
import { hashPassword } from "../../platform/passwords";
import { endAllSessions } from "../../platform/session";
import { audit, userRecord } from "../../platform/audit";
import { systemSecret } from "../../platform/bot-check";
import { LIMITS, MESSAGES, RATE_LIMITS, throttleKey } from "./auth.limits";
import { clear, hit, refuseIfReached, spend } from "../../platform/rate-limit";
import * as repo from "./auth.repository";

const CODE_DIGITS = 6;

/** Codes are kept only as an HMAC under an installation pepper, bound to the user they were issued to. */
async function hashCode(db: Db, userId: number, code: string) {
  const pepper = await systemSecret(db, "reset_code_pepper");
  return createHmac("sha256", pepper).update(`${userId}:${code}`).digest("hex");
}

const newCode = () => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");

/**
 * POST /api/forgot-password: always the same answer, so it does not reveal which emails have accounts
 * (docs/decisions/0006-forgot-password-no-404.md). Only an address that asks too often is refused.
 */
export async function requestResetCode({ db, botCheck, mailer }: ModuleDeps, request: FastifyRequest, input: { email: string; recaptchaToken?: string }) {
  await botCheck.verify(input.recaptchaToken, "forgot_password");
  await spend(db, throttleKey.forgotIp(request.ip), RATE_LIMITS.forgotIp);

  const email = input.email;
  const perEmail = await hit(db, throttleKey.forgotEmail(email), LIMITS.forgotWindowMs);
  const user = await repo.findUserByEmail(db, email);
  const actor = { id: user?.id ?? null, username: email };
  if (!user || user.status !== "active") {
    await audit(db, request, {
      action: "password_reset_requested",
      description: `Password reset requested for ${email} (no active account; nothing sent)`,
      category: "auth",
      actor,
    });
    return { message: MESSAGES.forgotSent };
  }
  if (perEmail.count > LIMITS.emailForgotRequests) {
    await audit(db, request, {
      action: "password_reset_throttled",
      description: `Password reset for ${email} not sent: too many requests`,
      category: "auth",
      severity: "warning",
      entityType: "user",
      entityId: user.id,
      actor,
    });
    return { message: MESSAGES.forgotSent };
  }

  const code = newCode();
  const codeHash = await hashCode(db, user.id, code);
  await db.transaction(async (tx) => {
    await repo.voidUnusedResetCodes(tx, user.id);
    await repo.insertResetCode(tx, user.id, codeHash, new Date(Date.now() + LIMITS.resetCodeTtlMs));
    await audit(tx, request, {
      action: "password_reset_requested",
      description: `Password reset code sent to ${email}`,
      ...userRecord(user, "auth"),
      actor,
    });
  });
  // A new code starts a new allowance of guesses.
  await clear(db, throttleKey.resetEmail(email));
  await mailer.send({
    by: "system",
    to: user.email,
    subject: "Account Access Code",
    kind: "password_reset",
    text: [
      `Hello ${user.name},`,
      "",
      `Your Sitebook password reset code is: ${code}`,
      "",
      "Enter it on the sign-in page under Forgot your password? to choose a new password.",
      "The code expires in 15 minutes and can be used once. Requesting a new code cancels this one.",
      "",
      "If you did not ask to reset your password, you can ignore this email: your password has not changed.",
    ].join("\n"),
  });
  return { message: MESSAGES.forgotSent };
}

type ResetInput = { email: string; resetCode: string; newPassword: string; recaptchaToken?: string };

/** POST /api/reset-password: a live code, single use; five wrong guesses void every code for the email. */
export async function resetPassword({ db, botCheck }: ModuleDeps, request: FastifyRequest, input: ResetInput) {
  await botCheck.verify(input.recaptchaToken, "reset_password");
  const ipKey = throttleKey.resetIp(request.ip);
  await refuseIfReached(db, ipKey, RATE_LIMITS.resetIp);

  const email = input.email;
  const user = await repo.findUserByEmail(db, email);
  const codes = user && user.status === "active" ? await repo.liveResetCodes(db, user.id) : [];
  const candidate = user ? Buffer.from(await hashCode(db, user.id, input.resetCode.trim())) : null;
  const match = candidate ? codes.find((c) => timingSafeEqual(Buffer.from(c.codeHash), candidate)) : undefined;

  if (!user || !match) {
    await hit(db, ipKey, LIMITS.resetWindowMs);
    const guesses = await hit(db, throttleKey.resetEmail(email), LIMITS.resetCodeTtlMs);
    const actor = { id: user?.id ?? null, username: email };
    await audit(db, request, {
      action: "password_reset_failed",
      description: `Wrong or expired reset code for ${email}`,
      category: "auth",
      severity: "warning",
      actor,
    });
    if (guesses.count >= LIMITS.emailResetGuesses) {
      if (user) await repo.voidUnusedResetCodes(db, user.id);
      await clear(db, throttleKey.resetEmail(email));
      throw badRequest(MESSAGES.tooManyResetGuesses, "resetCode");
    }
    throw badRequest(MESSAGES.invalidResetCode, "resetCode");
  }

  const password = await hashPassword(input.newPassword);
  const redeemed = await db.transaction(async (tx) => {
    if (!(await repo.redeemResetCode(tx, match.id))) return false;
    await repo.voidUnusedResetCodes(tx, user.id);
    await repo.updateUser(tx, user.id, { password, mustChangePassword: false, passwordChangedAt: new Date(), failedLoginCount: 0, lockedUntil: null });
    await audit(tx, request, {
      action: "password_reset",
      description: `${user.name} reset their password with an emailed code`,
      ...userRecord(user, "auth"),
      actor: { id: user.id, username: user.username },
    });
    return true;
  });
  if (!redeemed) throw badRequest(MESSAGES.invalidResetCode, "resetCode");
  await endAllSessions(db, user.id);
  await clear(db, throttleKey.resetEmail(email));
  return { message: MESSAGES.resetDone };
}
