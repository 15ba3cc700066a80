import { createHash, randomBytes } from "node:crypto";
import { sessions } from "../../db/schema/index";
import type { TestApp } from "../../test/harness";
import { buildUser, type UserInput } from "../../db/seed/factories";

/** A signed-in session for a user without the sign-in endpoint: for tests about Team Management itself. */
export async function sessionFor(t: Pick<TestApp, "db" | "config">, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await t.db.insert(sessions).values({
    tokenHash: createHash("sha256").update(token).digest("hex"),
    userId,
    expiresAt: new Date(Date.now() + t.config.sessionAbsoluteMs),
  });
  return `sitebook_session=${token}`;
}

/** A user and a cookie for them. */
export async function signedIn(t: Pick<TestApp, "db" | "config">, input: UserInput = {}) {
  const user = await buildUser(t.db, input);
  return { user, cookie: await sessionFor(t, user.id) };
}

/** The temporary password line of a Team Management email. */
export function temporaryPasswordIn(text: string): string {
  const match = /Temporary password: (\S+)/.exec(text);
  if (!match) throw new Error(`no temporary password in: ${text}`);
  return match[1];
}
