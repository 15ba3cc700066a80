import { randomBytes } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { systemSettings, usedChallenges } from "../db/schema/index";
import type { Config } from "../config";
import type { BotAction } from "@shared/identity/auth";
import { HttpError } from "./errors";

/** A proof of work bound to one account (decision 0013): issued for a locked account, `level` doubling its cost each step. */
export type AccountProof = { email: string; level: number };

export type BotCheck = {
  enabled: boolean;
  /** With `account`, the work is 2^level times the usual and the challenge names the account (issued even with the check off). */
  challenge: (action: BotAction, account?: AccountProof) => Promise<Challenge>;
  /**
   * Throws 400 "Security check failed: …" unless the token solves a fresh, unused challenge for this
   * action. With the check off only an account's proof is checked (anything else is ignored). Returns
   * the account the solved work was for, if any.
   */
  verify: (token: unknown, action: BotAction) => Promise<AccountProof | null>;
};

const ALGORITHM = "PBKDF2/SHA-256";
/** How much work one challenge asks: each try is a `cost`-round PBKDF2, the secret counter is in counterMin…counterMax (both included). */
export type ProofWork = { cost: number; counterMin: number; counterMax: number };
// The solver tries counters from 0 up to a secret one in 1,000–3,000, each a 1,000-round PBKDF2:
// about 2 million rounds, a fraction of a second in a browser (measured ~0.4 s in Node), costly at bot scale.
export const PRODUCTION_WORK: ProofWork = { cost: 1_000, counterMin: 1_000, counterMax: 3_000 };
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

/**
 * `work` is not configuration: the server always runs with PRODUCTION_WORK (main.ts passes nothing).
 * Only the tests pass a lighter one in code (src/server/test/proof-work.ts), so that what they check
 * (issuing, solving, verifying, levels doubling) costs milliseconds instead of seconds per solve.
 */
export async function createBotCheck(db: Db, config: Config, work: ProofWork = PRODUCTION_WORK): Promise<BotCheck> {
  const hmacSignatureSecret = await systemSecret(db, "altcha_signature_secret");
  const hmacKeySignatureSecret = await systemSecret(db, "altcha_key_secret");
  return {
    enabled: config.botCheck,
    challenge: (action, account) =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: work.cost,
        // The solver's expected work grows with the counter: 2^level times as many tries.
        counter: randomInt(work.counterMax * 2 ** (account?.level ?? 0), work.counterMin * 2 ** (account?.level ?? 0)),
        deriveKey,
        data: account ? { action, email: account.email, level: account.level } : { action },
        expiresAt: Math.floor(Date.now() / 1000) + TTL_SECONDS,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async verify(token, action) {
      const payload = decode(token);
      const data = payload?.challenge.parameters.data;
      const account = typeof data?.email === "string" && typeof data.level === "number" ? { email: data.email, level: data.level } : null;
      if (!config.botCheck && !account) return null;
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
      return account;
    },
  };
}
