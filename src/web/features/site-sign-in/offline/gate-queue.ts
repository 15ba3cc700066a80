import type { SignInBody } from "@shared/site-sign-in/site-sign-in";
import { ApiError } from "@web/lib/api";

/**
 * The gate's queue of taps made without signal (decision 0070). Each tap is stored on the device with
 * the moment it was made (`at`), `offline: true` and an Idempotency-Key made when it was queued, and
 * is sent in the order it was made when the connection is back. The key makes a send that was carried
 * out but never answered (the signal dropped mid-request) harmless to repeat: the server answers the
 * stored result, so every tap counts exactly once. The storage is an interface (IndexedDB in the
 * browser, gate-db.ts; a Map in the tests), so this logic is tested without a browser.
 */

export type SignOutBody = { workerId: number; at: string; offline: true };
export type QueuedTap = {
  /** Given by the store, in the order taps were queued. */
  id?: number;
  slug: string;
  /** The Idempotency-Key, made once when queued and sent with every attempt. */
  key: string;
  workerId: number;
  name: string;
  at: string;
} & ({ kind: "in"; body: SignInBody } | { kind: "out"; body: SignOutBody }) &
  /** "rejected": the server will never take it (a 4xx); kept, with its message, for someone to see. */
  ({ state: "waiting" } | { state: "rejected"; message: string });

export interface QueueStore {
  /** Every tap of the contract, oldest first. */
  list(slug: string): Promise<QueuedTap[]>;
  add(tap: QueuedTap): Promise<QueuedTap>;
  put(tap: QueuedTap): Promise<void>;
  remove(id: number): Promise<void>;
}

export type Send = (tap: QueuedTap) => Promise<unknown>;
export type SyncResult = { sent: number; rejected: number; waiting: number; stoppedBy: "network" | null };

// The server's idempotency answers (platform/idempotency.ts): a send still being carried out is tried
// again later; one carried out whose answer was lost is done.
const IN_PROGRESS = "This request is already being processed";
const ANSWER_LOST = "This request was already carried out but its answer was lost";

type Outcome = "sent" | "retry" | { rejected: string };

/** What a send's failure means for the tap: a network failure, a 5xx, 408 or 429 may pass later; any other 4xx never will. */
export function outcomeOf(error: unknown): Outcome {
  if (!(error instanceof ApiError)) return "retry";
  if (error.status === 409 && error.detail.startsWith(ANSWER_LOST)) return "sent";
  if (error.status === 409 && error.detail === IN_PROGRESS) return "retry";
  if (error.status >= 500 || error.status === 408 || error.status === 429 || error.status === 401) return "retry";
  return { rejected: error.detail };
}

/**
 * Sends the contract's waiting taps one by one, oldest first, removing each only after the server took
 * it. A tap that cannot pass yet stops the run (the next ones wait behind it, so a sign-out never
 * arrives before its sign-in); one the server refuses for good is kept as "not accepted".
 */
export async function syncQueue(store: QueueStore, slug: string, send: Send): Promise<SyncResult> {
  const result: SyncResult = { sent: 0, rejected: 0, waiting: 0, stoppedBy: null };
  const taps = (await store.list(slug)).filter((t) => t.state === "waiting");
  for (const [i, tap] of taps.entries()) {
    let outcome: Outcome;
    try {
      await send(tap);
      outcome = "sent";
    } catch (error) {
      outcome = outcomeOf(error);
    }
    if (outcome === "retry") {
      result.stoppedBy = "network";
      result.waiting = taps.length - i;
      break;
    }
    if (outcome === "sent") {
      await store.remove(tap.id!);
      result.sent++;
    } else {
      await store.put({ ...tap, state: "rejected", message: outcome.rejected });
      result.rejected++;
    }
  }
  return result;
}

/** One run at a time per page: the online event and the timer may fire together. */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  return () => {
    current ??= run().finally(() => {
      current = null;
    });
    return current;
  };
}

/** A Map-backed store (the tests, and a browser without IndexedDB: private windows of old Safari). */
export function memoryStore(): QueueStore {
  const taps = new Map<number, QueuedTap>();
  let next = 1;
  return {
    list: async (slug) => [...taps.values()].filter((t) => t.slug === slug).sort((a, b) => a.id! - b.id!),
    add: async (tap) => {
      const stored = { ...tap, id: next++ };
      taps.set(stored.id, stored);
      return stored;
    },
    put: async (tap) => void taps.set(tap.id!, tap),
    remove: async (id) => void taps.delete(id),
  };
}
