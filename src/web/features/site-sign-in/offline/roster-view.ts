import type { GateWorker } from "@shared/site-sign-in/site-sign-in";
import type { QueuedTap } from "./gate-queue";
import { ukTime } from "@shared/common/uk-dates";

/**
 * The roster as the gate shows it: the server's last word, then the taps still waiting on this device
 * on top, so a worker signed in offline shows as on site (and can be signed out) before the sync.
 */
export function withQueuedTaps(workers: readonly GateWorker[], taps: readonly QueuedTap[]): GateWorker[] {
  const last = new Map<number, QueuedTap>();
  for (const tap of taps) if (tap.state === "waiting") last.set(tap.workerId, tap);
  return workers.map((w) => {
    const tap = last.get(w.id);
    if (!tap) return w;
    if (tap.kind === "out") return { ...w, onSite: null };
    // Answered at the gate: today's checks are done on this device.
    return { ...w, onSite: { attendanceId: 0, signInTime: hhmm(tap.at) }, checksDue: false };
  });
}

/** A tap's moment as the sign-in will record it: HH:mm in UK time, whatever the device's time zone. */
export const hhmm = (iso: string) => ukTime(new Date(iso));

/** How many are on site: the server's count moved by the waiting taps that change it. */
export function onSiteCountWith(serverCount: number, workers: readonly GateWorker[], shown: readonly GateWorker[]): number {
  let count = serverCount;
  workers.forEach((w, i) => {
    const was = w.onSite !== null;
    const now = shown[i]!.onSite !== null;
    if (was !== now) count += now ? 1 : -1;
  });
  return count;
}

/** Names match from any word's start, case and accents ignored: "mur" finds "Seán Murphy". */
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
export function searchWorkers(workers: readonly GateWorker[], query: string, limit = 20): GateWorker[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return workers
    .filter((w) => {
      const hay = fold(`${w.name} ${w.company ?? ""} ${w.workerId}`).split(/[\s-]+/);
      return words.every((q) => hay.some((h) => h.startsWith(q)));
    })
    .slice(0, limit);
}

/** The token of a scanned QR: `/w/<token>`, a full address ending in it, or the token alone. */
export function tokenOf(scanned: string): string | null {
  const text = scanned.trim();
  const match = /\/w\/([A-Za-z0-9_-]+)\/?$/.exec(text);
  if (match) return match[1]!;
  return /^[A-Za-z0-9_-]{8,}$/.test(text) ? text : null;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The worker whose QR this is, matched on the device by the hash of its token (works offline). */
export async function workerOfScan(workers: readonly GateWorker[], scanned: string): Promise<GateWorker | null> {
  const token = tokenOf(scanned);
  if (!token) return null;
  const hash = await sha256Hex(token);
  return workers.find((w) => w.qrHash === hash) ?? null;
}
