import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from "react";

export type ConfirmVariant = "destructive" | "warning" | "info" | "default";

export interface ConfirmOptions {
  title: ReactNode;
  description?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  variant?: ConfirmVariant;
}

export interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

// The dialog itself (Radix) loads with the first question, not with every screen that can ask one.
const ConfirmDialogView = lazy(() => import("./confirm-dialog-view"));

let pending: Pending | null = null;
const listeners = new Set<() => void>();

export function settle(confirmed: boolean) {
  const request = pending;
  pending = null;
  listeners.forEach((listener) => listener());
  request?.resolve(confirmed);
}

/** Asks the user to confirm; resolves true on confirm, false on cancel, Escape or outside click. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  if (pending) settle(false);
  return new Promise<boolean>((resolve) => {
    pending = { ...options, resolve };
    listeners.forEach((listener) => listener());
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const getSnapshot = () => pending;

/** Mount once, near the root of the app. */
export function ConfirmDialogHost() {
  const request = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const [asked, setAsked] = useState(false);
  if (request && !asked) setAsked(true);
  if (!asked && !request) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView request={request} />
    </Suspense>
  );
}
