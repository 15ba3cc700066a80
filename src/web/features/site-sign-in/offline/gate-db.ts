import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { GateRoster } from "@shared/site-sign-in/site-sign-in";
import { memoryStore, type QueuedTap, type QueueStore } from "./gate-queue";

/**
 * The gate's storage on the device (decision 0070): each contract's roster, kept for look-up and
 * refusals without signal, and the queue of taps waiting to be sent. IndexedDB, because it outlives a
 * closed tab and a restarted tablet, and is not cleared by the service worker's updates.
 */
interface GateDb extends DBSchema {
  rosters: { key: string; value: GateRoster };
  queue: { key: number; value: QueuedTap; indexes: { slug: string } };
}

let opened: Promise<IDBPDatabase<GateDb>> | null = null;
const db = () =>
  (opened ??= openDB<GateDb>("sitebook-gate", 1, {
    upgrade(d) {
      d.createObjectStore("rosters");
      d.createObjectStore("queue", { keyPath: "id", autoIncrement: true }).createIndex("slug", "slug");
    },
  }));

const hasIndexedDb = () => typeof indexedDB !== "undefined";

export async function saveRoster(slug: string, roster: GateRoster): Promise<void> {
  if (hasIndexedDb()) await (await db()).put("rosters", roster, slug);
}

export async function loadRoster(slug: string): Promise<GateRoster | null> {
  return hasIndexedDb() ? ((await (await db()).get("rosters", slug)) ?? null) : null;
}

const idbStore: QueueStore = {
  // Keys are given in order, so the index's order (by key within a slug) is the order taps were made.
  list: async (slug) => (await db()).getAllFromIndex("queue", "slug", slug),
  add: async (tap) => {
    const { id: _none, ...rest } = tap;
    const id = await (await db()).add("queue", rest as QueuedTap);
    return { ...tap, id };
  },
  put: async (tap) => void (await (await db()).put("queue", tap)),
  remove: async (id) => (await db()).delete("queue", id),
};

/** The device's queue: IndexedDB where the browser has it. */
export const gateQueueStore: QueueStore = hasIndexedDb() ? idbStore : memoryStore();
