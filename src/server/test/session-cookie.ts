import { createHash, randomBytes } from "node:crypto";
import { sessions } from "../db/schema/index";
import type { TestApp } from "./harness";

/** A session for a user without going through /api/login: for tests about something other than sign-in. */
export async function startSessionCookie(t: Pick<TestApp, "db" | "config">, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await t.db.insert(sessions).values({
    tokenHash: createHash("sha256").update(token).digest("hex"),
    userId,
    expiresAt: new Date(Date.now() + t.config.sessionAbsoluteMs),
  });
  return `sitebook_session=${token}`;
}
