import { useSyncExternalStore } from "react";

/**
 * A tablet locked to one contract's gate (issue 31): kept in localStorage so it survives a reload or a
 * restart, and read by the shell, which keeps a locked device on that gate page until a signed-in
 * user unlocks it with their password. Lives here, not in the gate's feature, because the shell reads it.
 */
const KEY = "sitebook.gate-lock";
const listeners = new Set<() => void>();

export const gatePath = (slug: string) => `/site-sign-in/${encodeURIComponent(slug)}`;

export function lockedGate(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setGateLock(slug: string | null) {
  try {
    if (slug === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, slug);
  } catch {
    /* storage refused (a private window): the lock lasts as long as the page */
  }
  listeners.forEach((l) => l());
}

const subscribe = (change: () => void) => {
  listeners.add(change);
  window.addEventListener("storage", change);
  return () => {
    listeners.delete(change);
    window.removeEventListener("storage", change);
  };
};

/** The slug this device is locked to, or null. */
export const useGateLock = () => useSyncExternalStore(subscribe, lockedGate, () => null);
