import type { Db } from "../../db/client";
import type { SmsChannel, SmsProvider } from "../../platform/sms/provider";
import { markFailed, markSent } from "./sms.repository";

/** Provider calls at once for one batch: a contract's whole site goes out quickly without a burst the provider would throttle. */
export const SEND_CONCURRENCY = 4;
/** A batch up to this size is sent before the answer goes, so its statuses are in it; a larger one is sent after. */
export const SEND_INLINE_MAX = 5;

export type Outgoing = { id: number; to: string; body: string; type: SmsChannel };

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Hands each message to the provider and records what it said, row by row as each call returns: its
 * id and status, or failed with the provider's error. One refusal never stops the rest.
 */
export async function dispatch(db: Db, provider: SmsProvider, messages: readonly Outgoing[]) {
  await eachLimited(messages, SEND_CONCURRENCY, async (m) => {
    try {
      const sent = await provider.send({ to: m.to, body: m.body, type: m.type });
      await markSent(db, m.id, provider.name, sent.providerMessageId, sent.status);
    } catch (e) {
      await markFailed(db, m.id, provider.name, e instanceof Error ? e.message : String(e));
    }
  });
}
