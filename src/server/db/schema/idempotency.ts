import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./identity";

/**
 * One row per Idempotency-Key a signed-in user sent with a write (docs/decisions/0004): the request's
 * fingerprint, whether its write has committed, and once answered the answer to replay.
 * status: in_flight (running, nothing committed), committed (the write's transaction committed, the
 * answer is not stored yet), done (answer stored).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    fingerprint: text("fingerprint").notNull(),
    status: text("status").notNull().default("in_flight"),
    responseStatus: integer("response_status"),
    responseHeaders: jsonb("response_headers").$type<Record<string, string>>(),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_keys_user_key_unique").on(t.userId, t.key), index("idempotency_keys_created_idx").on(t.createdAt)],
);
