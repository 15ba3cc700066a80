import { randomBytes } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { systemSettings, usedChallenges } from "../db/schema/index";
import type { Config } from "../config";
import type { BotAction } from "@shared/identity/auth";
import { HttpError } from "./errors";

export type BotCheck = {
  enabled: boolean;
  challenge: (action: BotAction) => Promise<Challenge>;
  /** Throws 400 "Security check failed: …" unless the token solves a fresh, unused challenge for this action. */
  verify: (token: unknown, action: BotAction) => Promise<void>;
};

const ALGORITHM = "PBKDF2/SHA-256";
// The solver tries counters from 0 up to a secret one in 1,000–3,000, each a 1,000-round PBKDF2:
// about 2 million rounds, a fraction of a second in a browser (measured ~0.4 s in Node), costly at bot scale.
const COST = 1_000;
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 3_000;
const TTL_SECONDS = 10 * 60;

const fail = (reason: string) => new HttpError(400, `Security check failed: ${reason}`);

/** Installation secrets live in the database so every app instance signs and verifies alike. */
export async function systemSecret(db: Db, key: string): Promise<string> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, key));
  if (row) return row.value;
  await db
    .insert(systemSettings)
    .values({ key, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
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
  const hmacSignatureSecret = await systemSecret(db, "altcha_signature_secret");
  const hmacKeySignatureSecret = await systemSecret(db, "altcha_key_secret");
  return {
    enabled: config.botCheck,
    challenge: (action) =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_MAX, COUNTER_MIN),
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
      // A forged token can carry any shape; the library throws on some, which is a failed check, not a 500.
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => ({ verified: false, expired: false }));
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
