import { randomBytes } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { systemSettings, usedChallenges } from "../db/schema/index";
import type { Config } from "../config";
import { HttpError } from "./errors";

/** The spec's bot-check actions (product.md §7). */
export const BOT_ACTIONS = ["login", "forgot_password", "reset_password", "request_access"] as const;
export type BotAction = (typeof BOT_ACTIONS)[number];

export type BotCheck = {
  enabled: boolean;
  challenge: (action: BotAction) => Promise<Challenge>;
  /** Throws 400 "Security check failed: …" unless the token solves a fresh, unused challenge for this action. */
  verify: (token: unknown, action: BotAction) => Promise<void>;
};

const ALGORITHM = "PBKDF2/SHA-256";
// ~5,000–10,000 PBKDF2 rounds × 5,000 cost: well under a second in a browser, costly at bot scale.
const COST = 5_000;
const TTL_SECONDS = 10 * 60;

const fail = (reason: string) => new HttpError(400, `Security check failed: ${reason}`);

/** The HMAC secrets live in the database so every app instance signs and verifies alike. */
async function secret(db: Db, key: string): Promise<string> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, key));
  if (row) return row.value;
  await db.insert(systemSettings).values({ key, value: randomBytes(32).toString("hex") }).onConflictDoNothing();
  const [stored] = await db.select().from(systemSettings).where(eq(systemSettings.key, key));
  return stored.value;
}

function decode(token: unknown): Payload | null {
  if (typeof token !== "string" || token.length === 0 || token.length > 10_000) return null;
  try {
    const json = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
    return json?.challenge?.parameters && json?.solution ? (json as Payload) : null;
  } catch {
    return null;
  }
}

export async function createBotCheck(db: Db, config: Config): Promise<BotCheck> {
  const hmacSignatureSecret = await secret(db, "altcha_signature_secret");
  const hmacKeySignatureSecret = await secret(db, "altcha_key_secret");
  return {
    enabled: config.botCheck,
    challenge: (action) =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(10_000, 5_000),
        deriveKey,
        data: { action },
        expiresAt: Math.floor(Date.now() / 1000) + TTL_SECONDS,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async verify(token, action) {
      if (!config.botCheck) return;
      const payload = decode(token);
      if (!payload) throw fail("missing or unreadable token");
      if (payload.challenge.parameters.data?.action !== action) throw fail("wrong action");
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (result.expired) throw fail("challenge expired");
      if (!result.verified) throw fail("invalid solution");
      const signature = payload.challenge.signature ?? "";
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
      await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, new Date()));
      const inserted = await db.insert(usedChallenges).values({ signature, expiresAt }).onConflictDoNothing().returning();
      if (inserted.length === 0) throw fail("challenge already used");
    },
  };
}
