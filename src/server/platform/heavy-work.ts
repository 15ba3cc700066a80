import type { FastifyRequest } from "fastify";
import { serviceUnavailable, tooMany } from "./errors";
import { callerKey } from "./rate-limit";

/**
 * One limiter for work that costs far more than an ordinary request (PDFs, CSV exports): each user
 * may have a few pieces in progress (429), and everyone's pieces in progress are bounded (503), so
 * one user holding the button down, or everyone at month end, cannot starve the API. Every refusal
 * says when to try again. A place is held from `acquire` until its release is called, which lets a
 * streamed answer keep its place until the last byte has gone. This bounds work in progress, in this
 * process; how often something may be asked for, across instances, is rate-limit.ts.
 */

export type HeavyWorkLimits = {
  /** Pieces one user (or, signed out, one address) may have in progress at once. */
  perUser: number;
  /** Pieces in progress across everyone. */
  total: number;
  messages: { userBusy: string; serverBusy: string };
  retryAfterSeconds?: number;
};

export type HeavyWork = {
  /** Takes a place for the caller or throws 429/503; the returned function gives it back (once). */
  acquire(request: FastifyRequest): () => void;
  /** Runs `work` holding a place. */
  run<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T>;
};

export function createHeavyWorkLimiter({ perUser, total, messages, retryAfterSeconds = 5 }: HeavyWorkLimits): HeavyWork {
  const byUser = new Map<string, number>();
  let inProgress = 0;

  const acquire = (request: FastifyRequest) => {
    const who = callerKey(request);
    const mine = byUser.get(who) ?? 0;
    if (mine >= perUser) throw tooMany(messages.userBusy, retryAfterSeconds);
    if (inProgress >= total) throw serviceUnavailable(messages.serverBusy, retryAfterSeconds);
    byUser.set(who, mine + 1);
    inProgress += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      inProgress -= 1;
      const left = (byUser.get(who) ?? 1) - 1;
      if (left > 0) byUser.set(who, left);
      else byUser.delete(who);
    };
  };

  return {
    acquire,
    async run(request, work) {
      const release = acquire(request);
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
