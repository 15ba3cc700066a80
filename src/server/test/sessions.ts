import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema/index";
import { buildUser, type UserInput } from "../seed/factories";
import { SESSION_COOKIE } from "../platform/session";

/**
 * Sessions straight in the database, as a login would leave them: for tests about something other
 * than signing in (the sign-in tests go through /api/login).
 */
export async function sessionFor(t: { db: Db }, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await t.db.insert(sessions).values({
    tokenHash: createHash("sha256").update(token).digest("hex"),
    userId,
    expiresAt: new Date(Date.now() + 24 * 3_600_000),
  });
  return `${SESSION_COOKIE}=${token}`;
}

export async function sessionForEmail(db: Db, email: string): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  return sessionFor({ db }, user.id);
}

/** A new user and a cookie for them. */
export async function signedIn(t: { db: Db }, input: UserInput = {}) {
  const user = await buildUser(t.db, input);
  return { user, cookie: await sessionFor(t, user.id) };
}
