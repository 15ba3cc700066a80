import { useState } from "react";
import { AlertTriangle, CheckCircle2, OctagonX } from "lucide-react";
import { HAVS_MESSAGES, havsStateLabel, type HavsState } from "@shared/rules/havs";
import { formatMagnitude, formatMinutes, type HavsLogAnswer, type HavsRefusal } from "@shared/assets/havs";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { DialogFooter } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";

/** A day's state as a badge: green below 100, amber from 100, red from 400. */
export function HavsStateBadge({ state, points }: { state: HavsState; points: number }) {
  const variant = state === "limit" ? "destructive" : state === "action" ? "warning" : "success";
  return (
    <Badge variant={variant} className="tabular-nums" title={havsStateLabel(state)}>
      {points} points
    </Badge>
  );
}

/** What a log came to: the entry's points, the worker's day, and from 100 the warning to act on. */
export function HavsLogged({ answer, onAnother, onDone }: { answer: HavsLogAnswer; onAnother: () => void; onDone: () => void }) {
  const { entry, day, warning } = answer;
  return (
    <div className="grid gap-4" aria-live="polite">
      <p className="flex items-start gap-2 text-sm text-slate-800">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        <span>
          Logged {formatMinutes(entry.minutes)} on {entry.toolName} ({formatMagnitude(entry.magnitude)}) for {entry.workerName} on {entry.day}: {entry.points}{" "}
          points.
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {day.workerName}&rsquo;s day: <HavsStateBadge state={day.state} points={day.points} />
        <span className="text-slate-500">{havsStateLabel(day.state)}</span>
      </div>
      {warning && (
        <p role="alert" className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {warning}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onAnother}>
          Log more time
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * Refused at the limit value: the server's words, and for someone with Assets edit the override with
 * its reason (kept on the entry and in the activity log).
 */
export function HavsRefused({
  refusal,
  pending,
  onBack,
  onOverride,
  error,
}: {
  refusal: HavsRefusal;
  pending: boolean;
  onBack: () => void;
  onOverride: (reason: string) => void;
  error: string | null;
}) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const override = () => {
    if (reason.trim().length < 3) return setProblem(HAVS_MESSAGES.overrideReason);
    setProblem(null);
    onOverride(reason.trim());
  };
  return (
    <div className="grid gap-4">
      <div role="alert" className="grid gap-1 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        <p className="flex items-center gap-2 font-semibold">
          <OctagonX className="size-4 shrink-0" aria-hidden="true" />
          Not logged: the exposure limit value
        </p>
        <p>{refusal.message}</p>
      </div>
      {refusal.canOverride ? (
        <FormField
          label="Reason to go over the limit"
          htmlFor="havs-override-reason"
          error={problem ?? error ?? undefined}
          required
          hint="Kept with the entry and in the activity log."
        >
          <Textarea
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="e.g. Emergency break-out; worker stood down from vibrating tools for the rest of the day"
          />
        </FormField>
      ) : (
        <p className="text-sm text-slate-600">Only someone with Assets edit can override the limit. The worker must stop using vibrating tools today.</p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack} disabled={pending}>
          Back
        </Button>
        {refusal.canOverride && (
          <Button type="button" variant="destructive" onClick={override} disabled={pending}>
            {pending && <Spinner size="sm" className="text-current" label="Saving" />}
            Override and log
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
