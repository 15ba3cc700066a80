import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { X } from "lucide-react";
import { cn } from "@web/lib/cn";

/** Spec §9: one toast at a time, shown for 5 s by default. */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; Infinity keeps it until closed. */
  duration?: number;
}

interface ToastState extends ToastOptions {
  id: number;
}

let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function setCurrent(next: ToastState | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast, replacing any toast on screen. Callable from anywhere (no hook needed). */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  setCurrent({ ...options, id });
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the given toast, or whichever is showing when no id is passed. */
export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) setCurrent(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const getSnapshot = () => current;

/** Mount once, near the root of the app. */
export function Toaster() {
  const item = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const id = item?.id;
  const duration = item?.duration ?? TOAST_DURATION_MS;
  // Hovering or focusing the toast holds it open so it can be read (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);

  useEffect(() => setPaused(false), [id]);

  useEffect(() => {
    if (id === undefined || paused || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => dismissToast(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, paused]);

  return (
    // Top centre, just below the sticky header (4rem): never over the header's buttons, a page's
    // own actions (top right), or the sticky Save/Cancel bars at the foot of forms. A toast over a
    // Save button once stayed forever, paused by the pointer resting on it (issue 11 item 22).
    <section aria-label="Notifications" className="pointer-events-none fixed inset-x-0 top-16 z-[100] flex justify-center px-3 pt-1 sm:px-4">
      {item && (
        <div
          key={item.id}
          role="status"
          aria-live="polite"
          aria-atomic="true"
          data-variant={item.variant ?? "default"}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          className={cn(
            "pointer-events-auto relative flex w-full max-w-sm gap-3 rounded-lg border p-4 pr-10 shadow-lg motion-safe:animate-toast-in",
            item.variant === "destructive" ? "border-red-600 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <div className="grid gap-1">
            {item.title && <div className="text-sm font-semibold">{item.title}</div>}
            {item.description && <div className={cn("text-sm", item.variant === "destructive" ? "text-red-50" : "text-slate-600")}>{item.description}</div>}
          </div>
          <button
            type="button"
            aria-label="Close notification"
            onClick={() => dismissToast(item.id)}
            className={cn(
              "absolute top-2 right-2 rounded-md p-1 transition-colors focus-visible:outline-none focus-visible:ring-2",
              item.variant === "destructive"
                ? "text-red-100 hover:bg-red-700 hover:text-white focus-visible:ring-white"
                : "text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-brand",
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  );
}
