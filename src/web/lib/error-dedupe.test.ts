import { describe, expect, it } from "vitest";
import { DEDUPE_STORAGE_KEY, shouldSendReport, type DedupeStorage } from "./error-dedupe";

const fakeStorage = () => {
  const data = new Map<string, string>();
  const storage: DedupeStorage = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
  return { storage, entries: () => JSON.parse(data.get(DEDUPE_STORAGE_KEY) ?? "[]") as { fingerprint: string; at: number }[] };
};

// V8 stacks start with the message line, so the first three lines are it and two frames.
const stack = (third: string) => `TypeError: boom\n    at one (a.js:1:1)\n    at ${third} (b.js:2:2)\n    at four (c.js:3:3)`;
const MINUTE = 60_000;

describe("shouldSendReport", () => {
  it("sends an error once and not again within 30 minutes", () => {
    const { storage } = fakeStorage();
    const t0 = 1_000_000;
    expect(shouldSendReport("boom", stack("two"), { now: t0, storage })).toBe(true);
    expect(shouldSendReport("boom", stack("two"), { now: t0 + 29 * MINUTE, storage })).toBe(false);
    expect(shouldSendReport("boom", stack("two"), { now: t0 + 30 * MINUTE, storage })).toBe(true);
  });

  it("compares only the message and the first three stack lines", () => {
    const { storage } = fakeStorage();
    expect(shouldSendReport("boom", stack("two"), { now: 0, storage })).toBe(true);
    // The fourth line differs: still the same fault.
    expect(shouldSendReport("boom", stack("two").replace("four", "elsewhere"), { now: 1, storage })).toBe(false);
    // The third line differs: a different fault.
    expect(shouldSendReport("boom", stack("other"), { now: 2, storage })).toBe(true);
    expect(shouldSendReport("bang", stack("two"), { now: 3, storage })).toBe(true);
  });

  it("remembers at most 50 fingerprints, dropping the oldest", () => {
    const { storage, entries } = fakeStorage();
    for (let i = 0; i < 51; i++) expect(shouldSendReport(`error ${i}`, undefined, { now: i, storage })).toBe(true);
    expect(entries()).toHaveLength(50);
    expect(entries()[0].at).toBe(1);
    // "error 0" was forgotten, so it is sent again; "error 50" is still remembered.
    expect(shouldSendReport("error 0", undefined, { now: 100, storage })).toBe(true);
    expect(shouldSendReport("error 50", undefined, { now: 101, storage })).toBe(false);
  });

  it("survives unreadable or unwritable storage", () => {
    const broken: DedupeStorage = {
      getItem: () => "{not json",
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(shouldSendReport("boom", undefined, { now: 0, storage: broken })).toBe(true);
  });
});
