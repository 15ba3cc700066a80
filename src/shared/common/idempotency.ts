/**
 * The header a client sends so that a write it retries is done once (docs/decisions/0004), and the
 * header the server adds when it answers a retry with the stored answer instead of running it again.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";
