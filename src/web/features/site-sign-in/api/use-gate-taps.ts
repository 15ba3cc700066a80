import { useCallback, useEffect, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { SignInBody } from "@shared/site-sign-in/site-sign-in";
import { newIdempotencyKey } from "@web/lib/api";
import { refreshChanged } from "@web/lib/api-client";
import { gateQueueStore } from "../offline/gate-db";
import { singleFlight, syncQueue, type QueuedTap, type SignOutBody } from "../offline/gate-queue";
import { hhmm } from "../offline/roster-view";
import { gateChanges, sendQueued, sendSignIn, sendSignOut } from "./site-sign-in";

/** How often the queue is tried while taps wait, besides the browser's online event. */
export const SYNC_EVERY_MS = 15_000;

export type TapResult =
  | { kind: "signed-in"; name: string; time: string; warning: string | null }
  | { kind: "signed-out"; name: string; time: string }
  /** Stored on this device only: the screen must not say "signed in" (decision 0070). */
  | { kind: "saved"; name: string; action: "in" | "out"; time: string };

const offlineNow = () => typeof navigator !== "undefined" && navigator.onLine === false;
/** fetch rejects with a TypeError when no answer came at all. */
const noAnswer = (error: unknown) => error instanceof TypeError;

/**
 * The gate's taps for one contract: sent at once when there is signal, else queued on the device with
 * their real moment and sent by the sync loop (the online event and a timer) exactly once.
 */
/** What a queued tap holds besides its key and worker: in or out, and the body to send. */
type TapEntry = { kind: "in"; body: SignInBody } | { kind: "out"; body: SignOutBody };

export function useGateTaps(slug: string) {
  const client = useQueryClient();
  const [taps, setTaps] = useState<QueuedTap[]>([]);
  const reload = useCallback(async () => setTaps(await gateQueueStore.list(slug)), [slug]);

  const sync = useMemo(
    () =>
      singleFlight(async () => {
        const before = await gateQueueStore.list(slug);
        if (!before.some((t) => t.state === "waiting") || offlineNow()) return;
        const result = await syncQueue(gateQueueStore, slug, sendQueued);
        await reload();
        if (result.sent || result.rejected) await refreshChanged(client, gateChanges, { slug });
      }),
    [client, reload, slug],
  );

  useEffect(() => {
    void reload().then(sync);
    const onOnline = () => void sync();
    window.addEventListener("online", onOnline);
    const timer = window.setInterval(() => void sync(), SYNC_EVERY_MS);
    return () => {
      window.removeEventListener("online", onOnline);
      window.clearInterval(timer);
    };
  }, [reload, sync]);

  const queue = useCallback(
    async (tap: QueuedTap) => {
      await gateQueueStore.add(tap);
      await reload();
    },
    [reload],
  );

  /** One tap: sent now when there is signal, else (or when the send gets no answer) kept on the device with its moment. */
  const tap = useCallback(
    async (worker: { id: number; name: string }, entry: TapEntry, send: () => Promise<TapResult>): Promise<TapResult> => {
      const at = entry.body.at!;
      const queued = async (): Promise<TapResult> => {
        await queue({ slug, key: newIdempotencyKey(), workerId: worker.id, name: worker.name, at, state: "waiting", ...entry });
        return { kind: "saved", name: worker.name, action: entry.kind, time: hhmm(at) };
      };
      if (offlineNow()) return queued();
      try {
        const result = await send();
        await refreshChanged(client, gateChanges, { slug });
        return result;
      } catch (error) {
        if (noAnswer(error)) return queued();
        throw error;
      }
    },
    [client, queue, slug],
  );

  const signIn = useCallback(
    (worker: { id: number; name: string }, body: Omit<SignInBody, "workerId" | "at" | "offline">): Promise<TapResult> =>
      tap(worker, { kind: "in", body: { ...body, workerId: worker.id, at: new Date().toISOString(), offline: true } }, async () => {
        const answer = await sendSignIn(slug, { ...body, workerId: worker.id });
        return { kind: "signed-in", name: worker.name, time: answer.attendance.signInTime, warning: answer.headcountWarning };
      }),
    [tap, slug],
  );

  const signOut = useCallback(
    (worker: { id: number; name: string }): Promise<TapResult> => {
      const at = new Date().toISOString();
      return tap(worker, { kind: "out", body: { workerId: worker.id, at, offline: true } }, async () => {
        const answer = await sendSignOut(slug, worker.id);
        return { kind: "signed-out", name: worker.name, time: answer.signOutTime ?? hhmm(at) };
      });
    },
    [tap, slug],
  );

  /** A tap the server will never take, looked at and put away. */
  const dismiss = useCallback(
    async (id: number) => {
      await gateQueueStore.remove(id);
      await reload();
    },
    [reload],
  );

  return { taps, waiting: taps.filter((t) => t.state === "waiting").length, signIn, signOut, sync, dismiss };
}
