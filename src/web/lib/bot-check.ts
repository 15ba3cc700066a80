/// <reference types="vite/client" />
import { pbkdf2, solveChallenge, solveChallengeWorkers, type Challenge } from "altcha/lib";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import type { BotAction } from "@shared/identity/auth";
import { authEndpoints } from "@shared/identity/auth.endpoints";
import { callApi } from "@web/lib/api-client";

/**
 * The invisible bot check (product.md §7): an ALTCHA proof of work from GET /api/bot-check/challenge,
 * solved in the background, sent as recaptchaToken = base64(JSON {challenge, solution}).
 * A token is solved ahead of time per action, so pressing a button rarely waits for it.
 */

/** The spec's bot-check texts (product.md §8). */
export const BOT_CHECK_TEXTS = {
  loadFailed: "reCAPTCHA failed to load. Please check your internet connection and try refreshing the page.",
  notReady: "reCAPTCHA not ready. Please wait a moment and try again.",
  failed: (reason: string) => `Security check failed: ${reason}`,
} as const;

export class BotCheckError extends Error {}

type Prepared = { promise: Promise<string | undefined>; expiresAt: number };
const prepared = new Map<BotAction, Prepared>();
/** Challenges live 10 minutes on the server; a prepared token older than this is solved again. */
const USABLE_MS = 8 * 60_000;
const SOLVE_TIMEOUT_MS = 60_000;

/** The server answers it with Cache-Control: no-store, so every challenge is fresh. */
async function fetchChallenge(action: BotAction, email?: string): Promise<{ enabled: boolean; challenge?: Challenge }> {
  try {
    return await callApi(authEndpoints.botChallenge, { query: email ? { action, email } : { action } });
  } catch {
    throw new BotCheckError(BOT_CHECK_TEXTS.loadFailed);
  }
}

async function solve(challenge: Challenge) {
  const concurrency = Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2));
  if (typeof Worker !== "undefined") {
    try {
      return await solveChallengeWorkers({ challenge, concurrency, createWorker: () => new Pbkdf2Worker(), timeout: SOLVE_TIMEOUT_MS });
    } catch {
      // Workers can be blocked (policy, memory); the main thread can still do it, just more slowly.
    }
  }
  return solveChallenge({ challenge, deriveKey: pbkdf2.deriveKey, timeout: SOLVE_TIMEOUT_MS });
}

async function produce(action: BotAction, email?: string): Promise<string | undefined> {
  const { enabled, challenge } = await fetchChallenge(action, email);
  if (!enabled) return undefined;
  if (!challenge) throw new BotCheckError(BOT_CHECK_TEXTS.notReady);
  const solution = await solve(challenge);
  if (!solution) throw new BotCheckError(BOT_CHECK_TEXTS.failed("the check did not finish in time"));
  const json = JSON.stringify({ challenge, solution });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}

/**
 * A locked account's own proof of work (decision 0013): more work than the usual check, rising with
 * the guesses made during the lock, solved once for this one sign-in. Never prepared ahead.
 */
export const takeAccountToken = (email: string) => produce("login", email);

/** Starts solving a token for the action in the background, unless one is already on its way. */
export function prepareBotToken(action: BotAction) {
  const current = prepared.get(action);
  if (current && current.expiresAt > Date.now()) return;
  const promise = produce(action);
  promise.catch(() => prepared.delete(action));
  prepared.set(action, { promise, expiresAt: Date.now() + USABLE_MS });
}

/**
 * The token for one request (undefined when the server has the check switched off). Each token is
 * used once, so the next one starts solving straight away. Throws BotCheckError with the text to show.
 */
export async function takeBotToken(action: BotAction): Promise<string | undefined> {
  prepareBotToken(action);
  const { promise } = prepared.get(action)!;
  prepared.delete(action);
  try {
    return await promise;
  } catch (error) {
    // One fresh attempt: a prepared token may have failed long ago (e.g. offline for a moment).
    try {
      return await produce(action);
    } catch (retryError) {
      throw retryError instanceof BotCheckError ? retryError : new BotCheckError(error instanceof Error ? error.message : BOT_CHECK_TEXTS.notReady);
    }
  } finally {
    setTimeout(() => prepareBotToken(action), 0);
  }
}
