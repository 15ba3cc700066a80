import { DEDUPE_MAX_FINGERPRINTS, DEDUPE_WINDOW_MS, errorFingerprint } from "@shared/reports/fingerprint";

/**
 * product.md §4: an error with the same message and the same first three stack lines is not
 * reported again within 30 minutes; at most 50 fingerprints are remembered, the oldest dropped.
 * Kept in localStorage so a reload loop does not flood the server; in memory when storage fails.
 */
export const DEDUPE_STORAGE_KEY = "error-report-fingerprints";

export type DedupeStorage = Pick<Storage, "getItem" | "setItem">;
type Entry = { fingerprint: string; at: number };

const memory = new Map<string, string>();
const memoryStorage: DedupeStorage = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };

function browserStorage(): DedupeStorage {
  try {
    return typeof localStorage === "undefined" ? memoryStorage : localStorage;
  } catch {
    return memoryStorage;
  }
}

function read(storage: DedupeStorage): Entry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DEDUPE_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((e): e is Entry => typeof e?.fingerprint === "string" && typeof e?.at === "number");
  } catch {
    return [];
  }
}

function write(storage: DedupeStorage, entries: Entry[]) {
  try {
    storage.setItem(DEDUPE_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Quota or private mode: the report still goes; only the memory of it is lost.
  }
}

export type DedupeOptions = { now?: number; storage?: DedupeStorage };

/** True when this error should be sent now; remembers it as sent. */
export function shouldSendReport(message: string, stack?: string | null, { now = Date.now(), storage = browserStorage() }: DedupeOptions = {}): boolean {
  const fingerprint = errorFingerprint(message, stack);
  const entries = read(storage);
  const seen = entries.find((e) => e.fingerprint === fingerprint);
  if (seen && now - seen.at < DEDUPE_WINDOW_MS) return false;
  const next = entries.filter((e) => e.fingerprint !== fingerprint);
  next.push({ fingerprint, at: now });
  next.sort((a, b) => a.at - b.at);
  write(storage, next.slice(-DEDUPE_MAX_FINGERPRINTS));
  return true;
}
