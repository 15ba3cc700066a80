import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { IDEMPOTENT_REPLAYED_HEADER } from "@shared/common/idempotency";
import type { Db, Tx } from "../db/client";
import { idempotencyKeys } from "../db/schema/index";
import { badRequest, conflict, HttpError } from "./errors";

/**
 * Idempotency-Key on signed-in writes (docs/decisions/0004-write-retries.md). A client that lost the
 * answer to a write sends it again with the same key; the server runs it at most once:
 *  - first time: a row is claimed (in_flight) in its own transaction, then the handler runs; the
 *    write's own transaction flips the row to committed (audit() calls markCommitted), so a crash
 *    between commit and answer still leaves "this was done" behind; the answer is stored (done);
 *  - an answer with nothing committed (a 4xx or 5xx before the write) deletes the row: the client
 *    may fix the request and send it again with the same key;
 *  - the same key again: a stored answer is replayed with Idempotent-Replayed: true; a different
 *    request under it is 422; one still running, or committed without a stored answer, is 409.
 * Public routes (sign-in, password reset, access requests, error reports) ignore the header: there
 * is no user to scope the key to, and their answers set cookies that must never be replayed.
 */

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "Idempotency-Key must be 1 to 255 visible ASCII characters (no spaces)",
  differentRequest: "This Idempotency-Key was used for a different request",
  inProgress: "This request is already being processed",
  answerLost: "This request was already carried out but its answer was lost: reload the page to see the result",
};

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/**
 * A claim that never committed and is older than this was left by a process that died: it may be
 * taken over. Longer than any request may last (the request timeout is 2 minutes), so a slow upload
 * that is still running is never run a second time beside itself.
 */
export const STALE_CLAIM_MS = 5 * 60_000;
/** Keys are remembered for a day (housekeeping purges older ones): far longer than any client retries. */
export const KEEP_KEYS_MS = 24 * 3_600_000;
const REPLAYED_HEADERS = ["content-type", "location"];

type KeyRow = typeof idempotencyKeys.$inferSelect;

declare module "fastify" {
  interface FastifyRequest {
    /** The validated Idempotency-Key of a signed-in write, else null. */
    idempotencyKey: string | null;
    /** The key row this request claimed, until its answer is stored. */
    idempotencyClaim: { id: number } | null;
  }
}

/** Register after access control (the key is scoped to the signed-in user) and the cross-site check. */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.decorateRequest("idempotencyKey", null);
  app.decorateRequest("idempotencyClaim", null);

  // Checked before the body is read: a malformed key is refused whatever the body says.
  app.addHook("onRequest", async (request) => {
    const raw = request.headers["idempotency-key"];
    if (raw === undefined || !honoursKey(request)) return;
    if (typeof raw !== "string" || !KEY_PATTERN.test(raw)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
    request.idempotencyKey = raw;
  });

  // After validation: a request refused with 400 never claims its key.
  app.addHook("preHandler", async (request, reply) => {
    if (!request.idempotencyKey) return;
    const replayed = await claim(db, request);
    if (replayed) return replay(reply, replayed);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const claimed = request.idempotencyClaim;
    if (!claimed) return payload;
    request.idempotencyClaim = null;
    try {
      await storeAnswer(db, claimed.id, reply, payload);
    } catch (err) {
      // The row stays in_flight or committed: a retry is answered 409, never run twice.
      request.log.error({ err }, "the answer to an idempotent request could not be stored");
    }
    return payload;
  });
}

/**
 * Called by audit() inside every write's transaction: the key row says "committed" exactly when the
 * write did, so a process that dies before answering cannot have the retry run the write again.
 */
export async function markCommitted(db: Db | Tx, request: FastifyRequest) {
  const claimed = request.idempotencyClaim;
  if (!claimed) return;
  await db
    .update(idempotencyKeys)
    .set({ status: "committed" })
    .where(and(eq(idempotencyKeys.id, claimed.id), eq(idempotencyKeys.status, "in_flight")));
}

export async function purgeIdempotencyKeys(db: Db, now = Date.now()) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - KEEP_KEYS_MS)));
}

function honoursKey(request: FastifyRequest) {
  const access = request.routeOptions.config?.access;
  return WRITE_METHODS.has(request.method) && access !== undefined && access !== "public" && request.user !== null;
}

/** Claims the key for this request, or answers with what the key already holds: a row to replay, or an error. */
async function claim(db: Db, request: FastifyRequest): Promise<KeyRow | undefined> {
  const userId = request.user!.id;
  const key = request.idempotencyKey!;
  const fingerprint = fingerprintOf(request);
  const sameKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  // Twice at most: the second pass follows a stale claim that was just removed.
  for (let pass = 0; pass < 2; pass++) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, method: request.method, path: request.url, fingerprint })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed) {
      request.idempotencyClaim = claimed;
      return undefined;
    }
    const [held] = await db.select().from(idempotencyKeys).where(sameKey);
    if (!held) continue;
    if (held.fingerprint !== fingerprint) throw new HttpError(422, IDEMPOTENCY_MESSAGES.differentRequest);
    if (held.status === "done") return held;
    const stale = held.createdAt.getTime() < Date.now() - STALE_CLAIM_MS;
    if (held.status === "in_flight" && stale) {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, held.id), eq(idempotencyKeys.status, "in_flight")));
      continue;
    }
    throw conflict(held.status === "committed" && stale ? IDEMPOTENCY_MESSAGES.answerLost : IDEMPOTENCY_MESSAGES.inProgress);
  }
  throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
}

function replay(reply: FastifyReply, row: KeyRow) {
  reply.code(row.responseStatus ?? 200).header(IDEMPOTENT_REPLAYED_HEADER, "true");
  for (const [name, value] of Object.entries(row.responseHeaders ?? {})) reply.header(name, value);
  return reply.send(row.responseBody ?? undefined);
}

async function storeAnswer(db: Db, id: number, reply: FastifyReply, payload: unknown) {
  const body = storableBody(reply, payload);
  const answer = {
    status: body === undefined ? "committed" : "done",
    responseStatus: reply.statusCode,
    responseHeaders: Object.fromEntries(REPLAYED_HEADERS.flatMap((h) => (reply.hasHeader(h) ? [[h, String(reply.getHeader(h))]] : []))),
    responseBody: body ?? null,
  };
  if (reply.statusCode < 400) {
    await db.update(idempotencyKeys).set(answer).where(eq(idempotencyKeys.id, id));
    return;
  }
  // A refusal or failure: forget the key unless the write committed anyway (then its answer is the answer).
  const forgotten = await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.status, "in_flight")))
    .returning({ id: idempotencyKeys.id });
  if (forgotten.length === 0) await db.update(idempotencyKeys).set(answer).where(eq(idempotencyKeys.id, id));
}

/** The answer's body as text; undefined when it cannot be replayed (a stream, binary), null when there is none. */
function storableBody(reply: FastifyReply, payload: unknown): string | null | undefined {
  if (payload === null || payload === undefined) return null;
  if (typeof payload === "string") return payload;
  const type = String(reply.getHeader("content-type") ?? "");
  if (Buffer.isBuffer(payload) && /^(application\/json|text\/)/.test(type)) return payload.toString("utf8");
  return undefined;
}

/**
 * What makes two requests "the same": method, path with query, and the validated body with its keys
 * in a fixed order. A multipart upload's body is streamed to the handler after this check, so an
 * upload's fingerprint is its method and path.
 */
function fingerprintOf(request: FastifyRequest) {
  const body = request.body === undefined ? "" : JSON.stringify(canonical(request.body));
  return createHash("sha256").update(`${request.method}\n${request.url}\n${body}`).digest("hex");
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((k) => [k, canonical(record[k])]),
    );
  }
  return value;
}
