import type { FastifyReply, FastifyRequest } from "fastify";
import { ukToday } from "@shared/common/uk-dates";
import { ROLL_CALL_EVENT } from "@shared/site-sign-in/roll-call";
import type { Db } from "../../db/client";
import { createHeavyWorkLimiter } from "../../platform/heavy-work";
import { onSiteChange } from "../../platform/site-changes";
import { changeMarker } from "./roll-call.repository";

/**
 * The roll-call's server-sent events (issue 31: every open device hears of a sign-in within 2 s).
 * The reply is hijacked and written raw: Fastify's onSend hooks (compression, platform/compression.ts)
 * never see it, so nothing buffers it, and `X-Accel-Buffering: no` tells a proxy the same. Node's
 * request timeout bounds receiving the request, which a GET has done at once; the socket's idle
 * timeout (a minute) is kept off by the heartbeat. app.close() ends every stream (preClose), so
 * the server closes and tests do not hang.
 *
 * Per contract with listeners, one watcher: it hears this instance's writes at once (onSiteChange)
 * and reads a cheap change marker every ~1.5 s for another instance's. Events are sent at most one
 * per THROTTLE_MS per contract: the morning rush is hundreds of sign-ins a minute, and each event
 * makes every device read the roll-call again.
 */

export const EVENTS_MESSAGES = {
  userBusy: "You have too many roll-call screens open. Close one and try again.",
  serverBusy: "Too many roll-call screens are open on the server. Try again in a minute.",
};

export type EventsOptions = { pollMs: number; heartbeatMs: number; throttleMs: number; perUser: number; total: number };
export const EVENTS_DEFAULTS: EventsOptions = { pollMs: 1_500, heartbeatMs: 15_000, throttleMs: 400, perUser: 6, total: 2_000 };

type Stream = { write: (chunk: string) => void; end: () => void };
type Watcher = { streams: Set<Stream>; marker: string | null; stop: () => void; notify: () => void };

export function createRollCallEvents(db: Db, options: Partial<EventsOptions> = {}) {
  const o = { ...EVENTS_DEFAULTS, ...options };
  // A handful of open streams per user and a bound for everyone: nobody can hold every socket.
  const places = createHeavyWorkLimiter({ perUser: o.perUser, total: o.total, messages: EVENTS_MESSAGES, retryAfterSeconds: 10 });
  const watchers = new Map<number, Watcher>();
  const open = new Set<() => void>();

  function watch(projectId: number): Watcher {
    const existing = watchers.get(projectId);
    if (existing) return existing;
    let lastSent = 0;
    let pending: NodeJS.Timeout | null = null;
    let reading = false;
    const send = () => {
      pending = null;
      lastSent = Date.now();
      const chunk = `event: ${ROLL_CALL_EVENT}\ndata: ${JSON.stringify({ at: new Date().toISOString() })}\n\n`;
      for (const s of watcher.streams) s.write(chunk);
    };
    const notify = () => {
      if (pending) return;
      pending = setTimeout(send, Math.max(0, lastSent + o.throttleMs - Date.now()));
    };
    const read = async (announce: boolean) => {
      if (reading) return;
      reading = true;
      try {
        const marker = await changeMarker(db, projectId, ukToday());
        if (announce && watcher.marker !== null && marker !== watcher.marker) notify();
        watcher.marker = marker;
      } catch {
        // The database is away for a moment: the next read tries again, and the screens keep what they show.
      } finally {
        reading = false;
      }
    };
    const timer = setInterval(() => void read(true), o.pollMs);
    timer.unref();
    // A write on this instance: tell at once, and take the marker it left so the next read does not tell again.
    const unsubscribe = onSiteChange(projectId, () => {
      notify();
      void read(false);
    });
    const watcher: Watcher = {
      streams: new Set(),
      marker: null,
      notify,
      stop: () => {
        clearInterval(timer);
        if (pending) clearTimeout(pending);
        unsubscribe();
        watchers.delete(projectId);
      },
    };
    watchers.set(projectId, watcher);
    void read(false);
    return watcher;
  }

  /** Opens a stream for a contract already found (and access checked): throws 429/503 before anything is sent. */
  function stream(request: FastifyRequest, reply: FastifyReply, projectId: number) {
    const release = places.acquire(request);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
      "x-content-type-options": "nosniff",
    });
    // The browser reconnects after 2 s if the connection drops (EventSource's own retry).
    res.write(`retry: 2000\n: connected\n\n`);
    const watcher = watch(projectId);
    const s: Stream = { write: (chunk) => void res.write(chunk), end: () => res.end() };
    watcher.streams.add(s);
    const heartbeat = setInterval(() => s.write(`: heartbeat\n\n`), o.heartbeatMs);
    heartbeat.unref();
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      watcher.streams.delete(s);
      if (watcher.streams.size === 0) watcher.stop();
      open.delete(close);
      release();
      if (!res.writableEnded) res.end();
    };
    open.add(close);
    request.raw.on("close", close);
    res.on("close", close);
    res.on("error", close);
  }

  return {
    stream,
    /** Ends every stream (app close). */
    closeAll: () => {
      for (const close of [...open]) close();
    },
    /** Open streams, for the tests. */
    openCount: () => open.size,
  };
}
