import { randomBytes } from "node:crypto";
import { eq, lt, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { prepared } from "./prepared";
import { sessions, users } from "../db/schema/index";
import type { Config } from "../config";
import { clientInfo } from "./request-context";
import { sha256Hex } from "./hash";

export const SESSION_COOKIE = "sitebook_session";
/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

export type SessionUser = typeof users.$inferSelect;

/** A new random 256-bit token per login; only its hash is stored. */
export async function startSession(db: Db, config: Config, request: FastifyRequest, reply: FastifyReply, userId: number) {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    userId,
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + config.sessionAbsoluteMs),
    ...clientInfo(request),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
  });
  request.sessionId = sha256Hex(token).slice(0, 16);
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

export async function endAllSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every signed-in request runs this lookup (platform/prepared.ts). */
const sessionLookup = prepared("sitebook_session_lookup", (db, name) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare(name),
);

/** Resolves the cookie to an active user, honouring idle and absolute timeouts. */
export async function loadSessionUser(db: Db, config: Config, request: FastifyRequest): Promise<SessionUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const tokenHash = sha256Hex(token);
  const [row] = await sessionLookup(db).execute({ tokenHash });
  if (!row) return null;
  const now = Date.now();
  const idleExpired = row.session.lastSeenAt.getTime() + config.sessionIdleMs < now;
  if (idleExpired || row.session.expiresAt.getTime() < now || row.user.status !== "active") {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  request.sessionId = tokenHash.slice(0, 16);
  return row.user;
}

export async function purgeExpiredSessions(db: Db, config: Config) {
  const now = Date.now();
  await db.delete(sessions).where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - config.sessionIdleMs))));
}
