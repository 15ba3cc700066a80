import type { ReactNode } from "react";

/** The pending confirmation question, shared by confirm() and the dialog that shows it. */
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

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const getSnapshot = () => pending;
