import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@web/lib/api";
import type { GateWorker } from "@shared/site-sign-in/site-sign-in";
import { memoryStore, outcomeOf, singleFlight, syncQueue, type QueuedTap } from "./gate-queue";
import { searchWorkers, sha256Hex, tokenOf, withQueuedTaps, workerOfScan } from "./roster-view";

const tap = (workerId: number, kind: "in" | "out", at: string, key = `k-${workerId}-${kind}`): QueuedTap =>
  kind === "in"
    ? {
        slug: "oak",
        key,
        workerId,
        name: `W${workerId}`,
        at,
        state: "waiting",
        kind,
        body: { workerId, at, offline: true, travelMethod: null, travelDistance: "" },
      }
    : { slug: "oak", key, workerId, name: `W${workerId}`, at, state: "waiting", kind, body: { workerId, at, offline: true } };

async function filled() {
  const store = memoryStore();
  await store.add(tap(1, "in", "2026-11-27T07:30:00Z"));
  await store.add(tap(2, "in", "2026-11-27T07:31:00Z"));
  await store.add(tap(1, "out", "2026-11-27T07:40:00Z"));
  return store;
}

describe("the gate's offline queue", () => {
  it("sends every tap once, in the order made, with its own key and time, then nothing", async () => {
    const store = await filled();
    const send = vi.fn(async (_t: QueuedTap) => ({}));
    expect(await syncQueue(store, "oak", send)).toEqual({ sent: 3, rejected: 0, waiting: 0, stoppedBy: null });
    expect(send.mock.calls.map(([t]) => [t.key, t.at])).toEqual([
      ["k-1-in", "2026-11-27T07:30:00Z"],
      ["k-2-in", "2026-11-27T07:31:00Z"],
      ["k-1-out", "2026-11-27T07:40:00Z"],
    ]);
    expect(await store.list("oak")).toEqual([]);
    send.mockClear();
    await syncQueue(store, "oak", send);
    expect(send).not.toHaveBeenCalled();
  });

  it("stops at a network failure and keeps that tap and those behind it; the next run sends them with the same keys", async () => {
    const store = await filled();
    const send = vi.fn(async (t: QueuedTap) => {
      if (t.workerId === 2) throw new TypeError("Failed to fetch");
    });
    expect(await syncQueue(store, "oak", send)).toMatchObject({ sent: 1, waiting: 2, stoppedBy: "network" });
    expect((await store.list("oak")).map((t) => t.key)).toEqual(["k-2-in", "k-1-out"]);
    const again = vi.fn(async (_t: QueuedTap) => ({}));
    await syncQueue(store, "oak", again);
    expect(again.mock.calls.map(([t]) => t.key)).toEqual(["k-2-in", "k-1-out"]);
  });

  it("keeps a tap the server will never take as not accepted, with its message, and goes on", async () => {
    const store = await filled();
    const send = vi.fn(async (t: QueuedTap) => {
      if (t.kind === "out") throw new ApiError(409, "Not signed in on this site", {});
    });
    expect(await syncQueue(store, "oak", send)).toMatchObject({ sent: 2, rejected: 1 });
    expect(await store.list("oak")).toMatchObject([{ key: "k-1-out", state: "rejected", message: "Not signed in on this site" }]);
    send.mockClear();
    await syncQueue(store, "oak", send);
    expect(send).not.toHaveBeenCalled();
  });

  it("reads the server's answers: 5xx, 429 and a send in progress wait; an answer lost was carried out; other 4xx never pass", () => {
    expect(outcomeOf(new TypeError("Failed to fetch"))).toBe("retry");
    expect(outcomeOf(new ApiError(503, "down", null))).toBe("retry");
    expect(outcomeOf(new ApiError(429, "slow down", null))).toBe("retry");
    expect(outcomeOf(new ApiError(409, "This request is already being processed", null))).toBe("retry");
    expect(outcomeOf(new ApiError(409, "This request was already carried out but its answer was lost: reload", null))).toBe("sent");
    expect(outcomeOf(new ApiError(400, "The time of a sign-in cannot be in the future", null))).toEqual({
      rejected: "The time of a sign-in cannot be in the future",
    });
  });

  it("runs one sync at a time", async () => {
    let release!: () => void;
    const run = vi.fn(() => new Promise<void>((r) => (release = r)));
    const once = singleFlight(run);
    const a = once();
    const b = once();
    expect(a).toBe(b);
    release();
    await a;
    void once();
    expect(run).toHaveBeenCalledTimes(2);
  });
});

const worker = (id: number, name: string, extra: Partial<GateWorker> = {}): GateWorker => ({
  id,
  workerId: `W-${id}`,
  name,
  trade: null,
  company: "Acme",
  qrHash: null,
  refusals: [],
  checksDue: true,
  fitToday: null,
  onSite: null,
  lastTravel: null,
  ...extra,
});

describe("the roster on the device", () => {
  it("shows waiting taps on top of the server's state", () => {
    const workers = [worker(1, "Ann"), worker(2, "Bob", { onSite: { attendanceId: 5, signInTime: "07:00" } })];
    const shown = withQueuedTaps(workers, [tap(1, "in", "2026-11-27T07:30:00Z"), tap(2, "out", "2026-11-27T08:00:00Z")]);
    expect(shown[0]!.onSite).not.toBeNull();
    expect(shown[0]!.checksDue).toBe(false);
    expect(shown[1]!.onSite).toBeNull();
  });

  it("finds by any word's start, ignoring case and accents", () => {
    const workers = [worker(1, "Seán Murphy"), worker(2, "Ann Lee")];
    expect(searchWorkers(workers, "mur").map((w) => w.id)).toEqual([1]);
    expect(searchWorkers(workers, "sean m").map((w) => w.id)).toEqual([1]);
    expect(searchWorkers(workers, "")).toEqual([]);
  });

  it("matches a scanned QR by the hash of its token", async () => {
    expect(tokenOf("https://example.com/w/abcDEF123_-x")).toBe("abcDEF123_-x");
    expect(tokenOf("/w/abcDEF123")).toBe("abcDEF123");
    expect(tokenOf("hello world")).toBeNull();
    const workers = [worker(1, "Ann", { qrHash: await sha256Hex("tok-ann-1234") })];
    expect((await workerOfScan(workers, "https://x.test/w/tok-ann-1234"))?.name).toBe("Ann");
    expect(await workerOfScan(workers, "/w/someone-else")).toBeNull();
  });
});
