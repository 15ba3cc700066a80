import type { RateLimit } from "../../platform/rate-limit";

/**
 * Every sign-in limit in one place (issue 2 §2). Windows are fixed from the first counted event
 * (the counters are platform/rate-limit.ts). Tests and the browser journeys assert these numbers and
 * the messages built from them.
 */
const MINUTE = 60_000;

export const LIMITS = {
  /** Consecutive wrong passwords on one account before it locks. */
  accountFailures: 5,
  accountLockMs: 15 * MINUTE,
  /** After this many consecutive failures each further wrong password is answered more slowly. */
  slowAfterFailures: 2,
  slowStepMs: 250,
  /** Failed sign-ins from one address. */
  ipLoginFailures: 20,
  ipLoginWindowMs: 15 * MINUTE,
  /**
   * Past a lock (decision 0013). A device the account signed in from has its own count instead;
   * any other device gets its password checked only with a proof of work made for this account, at
   * level 1 (twice the usual work) rising one level for each this many wrong passwords that got that
   * far during the lock…
   */
  lockedGuessesPerLevel: 4,
  /** …up to this level (32 times the usual work, some seconds in a browser): never a refusal. */
  maxProofLevel: 5,
  deviceFailures: 5,
  deviceLockMs: 15 * MINUTE,
  /** A device is remembered this long after its last sign-in, for at most this many accounts. */
  knownDeviceMs: 90 * 24 * 60 * MINUTE,
  knownDeviceAccounts: 5,
  /** Reset-code requests: per address (answered 429) and per email (silently not sent). */
  ipForgotRequests: 10,
  emailForgotRequests: 5,
  forgotWindowMs: 15 * MINUTE,
  /** Reset codes. */
  resetCodeTtlMs: 15 * MINUTE,
  /** Wrong codes for one email before all its codes are void. */
  emailResetGuesses: 5,
  /** Failed resets from one address. */
  ipResetFailures: 20,
  resetWindowMs: 15 * MINUTE,
  /** Access requests: per address (answered 429) and per email (stored, admins not emailed again). */
  ipAccessRequests: 10,
  emailAccessRequests: 3,
  accessRequestWindowMs: 60 * MINUTE,
} as const;

export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));
const minutes = (n: number) => `${n} minute${n === 1 ? "" : "s"}`;

/** The exact texts the client shows (and the browser tests assert). */
export const MESSAGES = {
  invalidCredentials: "Invalid email or password",
  pending: "Your access request is still awaiting approval",
  deactivated: "This account has been deactivated. Contact your administrator.",
  rejected: "Your access request was not approved. Contact your administrator.",
  accountLocked: (ms: number) => `Too many failed sign-in attempts. This account is locked for ${minutes(minutesLeft(ms))}.`,
  /** The client solves the account's proof of work and sends the sign-in again; shown only if it cannot. */
  proofNeeded: "This account is locked after failed sign-in attempts. Your browser must finish a longer security check to try this password.",
  ipLocked: (ms: number) => `Too many failed sign-in attempts from this network. Please try again in ${minutes(minutesLeft(ms))}.`,
  forgotSent: "If an account with that email exists, a password reset code has been sent to it. The code expires in 15 minutes.",
  forgotTooMany: (ms: number) => `Too many password reset requests from this network. Please try again in ${minutes(minutesLeft(ms))}.`,
  invalidResetCode: "Invalid or expired reset code",
  tooManyResetGuesses: "Too many incorrect reset codes. Please request a new code.",
  resetTooMany: (ms: number) => `Too many password reset attempts from this network. Please try again in ${minutes(minutesLeft(ms))}.`,
  resetDone: "Your password has been reset successfully. You can now log in with your new password.",
  accessRequested: "Thank you. Your request has been sent and we'll get back to you within 24 hours.",
  accessTooMany: (ms: number) => `Too many access requests from this network. Please try again in ${minutes(minutesLeft(ms))}.`,
  samePassword: "New password must be different from your current password",
  passwordChanged: "Your password has been changed.",
  emailTaken: "An account with this email already exists",
} as const;

/** The per-address limits answered with 429, as the platform's rate limiter takes them. */
export const RATE_LIMITS = {
  accessIp: { max: LIMITS.ipAccessRequests, windowMs: LIMITS.accessRequestWindowMs, message: MESSAGES.accessTooMany },
  forgotIp: { max: LIMITS.ipForgotRequests, windowMs: LIMITS.forgotWindowMs, message: MESSAGES.forgotTooMany },
  /** Failed resets: checked before the code is, counted only when it is wrong. */
  resetIp: { max: LIMITS.ipResetFailures, windowMs: LIMITS.resetWindowMs, message: MESSAGES.resetTooMany },
} satisfies Record<string, RateLimit>;

/** The rate limiter's keys for sign-in. */
export const throttleKey = {
  loginIp: (ip: string) => `login:ip:${ip}`,
  /** Emails with no account fail and lock exactly like real ones, so the answers do not reveal which exist. */
  loginUnknownEmail: (email: string) => `login:email:${email}`,
  /** Failures on one account (or unknown email) from one address: the attacker's, not the user's. */
  loginAddressOnAccount: (email: string, ip: string) => `login:email-ip:${email}:${ip}`,
  /** Wrong passwords that reached the password check during a lock. */
  loginLockedGuesses: (email: string) => `login:locked:${email}`,
  loginDevice: (deviceId: string, userId: number) => `login:device:${deviceId}:${userId}`,
  forgotIp: (ip: string) => `forgot:ip:${ip}`,
  forgotEmail: (email: string) => `forgot:email:${email}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  resetEmail: (email: string) => `reset:email:${email}`,
  accessIp: (ip: string) => `access:ip:${ip}`,
  accessEmail: (email: string) => `access:email:${email}`,
};
