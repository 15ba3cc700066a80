import { CloudUpload, TriangleAlert } from "lucide-react";
import { Button } from "@web/components/ui/button";
import type { QueuedTap } from "../offline/gate-queue";
import { hhmm } from "../offline/roster-view";

/** The taps still on this device: how many wait to send, and any the server did not accept, with its reason. */
export function QueueStatus({ taps, onSync, onDismiss }: { taps: readonly QueuedTap[]; onSync: () => void; onDismiss: (id: number) => void }) {
  const waiting = taps.filter((t) => t.state === "waiting").length;
  const rejected = taps.filter((t): t is QueuedTap & { state: "rejected"; message: string } => t.state === "rejected");
  if (!waiting && !rejected.length) return null;
  return (
    <div className="mb-4 grid gap-2">
      {waiting > 0 && (
        <div role="status" className="flex items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900">
          <span className="flex items-center gap-2 font-medium">
            <CloudUpload className="size-5" aria-hidden /> {waiting} waiting to send
          </span>
          <Button size="sm" variant="outline" onClick={onSync}>
            Send now
          </Button>
        </div>
      )}
      {rejected.length > 0 && (
        <section aria-label="Not accepted" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900">
          <h2 className="flex items-center gap-2 font-semibold">
            <TriangleAlert className="size-5" aria-hidden /> Not accepted
          </h2>
          <ul className="mt-1 grid gap-1">
            {rejected.map((t) => (
              <li key={t.id} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  {t.name}, {t.kind === "in" ? "sign-in" : "sign-out"} at {hhmm(t.at)}: {t.message}
                </span>
                <Button size="sm" variant="ghost" onClick={() => onDismiss(t.id!)}>
                  Dismiss
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
