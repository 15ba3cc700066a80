import { useState } from "react";
import { LogIn, LogOut, ShieldAlert } from "lucide-react";
import type { GateWorker, Refusal, SignInBody, SignInSettingsView } from "@shared/site-sign-in/site-sign-in";
import { Button } from "@web/components/ui/button";
import { Textarea } from "@web/components/ui/textarea";
import { FormField } from "@web/components/ui/form-field";
import { TravelFields, travelValues, type TravelValues } from "@web/components/carbon/travel-fields";
import { ApiError, errorMessage } from "@web/lib/api";
import { serverFieldErrors } from "@web/lib/server-field-errors";
import type { TapResult, useGateTaps } from "../api/use-gate-taps";
import { failedQuestions, GateChecks, type Answer } from "./gate-checks";

type Tap = Pick<ReturnType<typeof useGateTaps>, "signIn" | "signOut">;
type Props = {
  worker: GateWorker;
  settings: SignInSettingsView;
  sitePostcode: string | null;
  canOverride: boolean;
  offline: boolean;
  tap: Tap;
  onDone: (result: TapResult) => void;
  onCancel: () => void;
};

const travelOf = (w: GateWorker): TravelValues => travelValues(w.lastTravel);

const refusalsOf = (error: unknown): Refusal[] | null =>
  error instanceof ApiError && error.status === 409 && Array.isArray((error.body as { refusals?: unknown } | null)?.refusals)
    ? (error.body as { refusals: Refusal[] }).refusals
    : null;

/** One worker picked at the gate: sign out if on site, else their refusals (and the override), today's checks, travel, and Sign in. */
export function WorkerPanel({ worker, settings, sitePostcode, canOverride, offline, tap, onDone, onCancel }: Props) {
  const questions = worker.checksDue ? settings.fitQuestions : [];
  const briefing = worker.checksDue ? settings.briefing : null;
  const [answers, setAnswers] = useState<Answer[]>(questions.map(() => null));
  const [acknowledged, setAcknowledged] = useState(false);
  const [travel, setTravel] = useState(() => travelOf(worker));
  const [refusals, setRefusals] = useState<Refusal[]>(worker.refusals);
  const [overriding, setOverriding] = useState(false);
  const [reason, setReason] = useState("");
  const [unfit, setUnfit] = useState<"told" | "offline" | null>(worker.fitToday === false ? "told" : null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const run = async (action: () => Promise<TapResult>) => {
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      onDone(await action());
    } catch (e) {
      const refused = refusalsOf(e);
      if (refused?.some((r) => r.code === "unfit")) setUnfit("told");
      else if (refused) setRefusals(refused);
      setFieldErrors(Object.fromEntries(serverFieldErrors(e).map((f) => [f.field, f.message])));
      if (!refused) setError(errorMessage(e, "The sign-in failed"));
    } finally {
      setPending(false);
    }
  };

  const heading = (
    <div className="mb-4">
      <h2 className="text-xl font-semibold text-slate-900">{worker.name}</h2>
      <p className="text-sm text-slate-500">{[worker.trade, worker.company].filter(Boolean).join(" · ") || worker.workerId}</p>
    </div>
  );

  if (worker.onSite)
    return (
      <section aria-label={worker.name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        {heading}
        <p className="mb-4 text-base text-slate-700">On site since {worker.onSite.signInTime}.</p>
        <Button size="lg" className="h-14 w-full text-lg" disabled={pending} onClick={() => void run(() => tap.signOut(worker))}>
          <LogOut /> Sign out
        </Button>
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Button variant="ghost" className="mt-2 w-full" onClick={onCancel}>
          Back to search
        </Button>
      </section>
    );

  const failing = failedQuestions(questions, answers);
  const blocked = refusals.length > 0 && !overriding;
  const ready = answers.every((a) => a !== null) && (!briefing || acknowledged) && !blocked && (!overriding || reason.trim().length >= 3);

  const submit = () => {
    if (failing.length) {
      // Offline the refusal cannot reach the site manager yet: say so rather than claim it did.
      if (offline) return setUnfit("offline");
    }
    const body: Omit<SignInBody, "workerId" | "at" | "offline"> = { ...travel };
    if (worker.checksDue && (questions.length || briefing))
      body.gate = { answers: answers.filter((a) => a !== null), ...(briefing ? { briefingVersion: settings.briefingVersion } : {}) };
    if (overriding) body.override = { reason: reason.trim() };
    void run(() => tap.signIn(worker, body));
  };

  return (
    <section aria-label={worker.name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {heading}
      {unfit ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-base text-red-800">
          <p className="font-semibold">{worker.name} cannot sign in today: they did not pass the fit-for-work check.</p>
          <p className="mt-1">{unfit === "told" ? "The site manager has been told." : "This device is offline: tell the site manager yourself."}</p>
        </div>
      ) : (
        <div className="grid gap-5">
          {refusals.length > 0 && (
            <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
              <p className="flex items-center gap-2 font-semibold">
                <ShieldAlert className="size-5" /> Sign-in refused
              </p>
              <ul className="mt-1 list-disc pl-6 text-base">
                {refusals.map((r) => (
                  <li key={r.code}>{r.reason}</li>
                ))}
              </ul>
              {canOverride && !overriding && (
                <Button variant="outline" className="mt-3" onClick={() => setOverriding(true)}>
                  Override
                </Button>
              )}
              {!canOverride && <p className="mt-2 text-sm">A site manager can override with a reason.</p>}
              {overriding && (
                <FormField label="Reason for the override" htmlFor="override-reason" error={fieldErrors["override.reason"]} className="mt-3">
                  <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Card renewal seen on their phone" />
                </FormField>
              )}
            </div>
          )}
          {!blocked && (
            <>
              <GateChecks
                questions={questions}
                answers={answers}
                onAnswer={(i, a) => setAnswers(answers.map((x, j) => (j === i ? a : x)))}
                briefing={briefing}
                acknowledged={acknowledged}
                onAcknowledge={setAcknowledged}
              />
              <TravelFields id="gate-travel" value={travel} onChange={setTravel} sitePostcode={sitePostcode} errors={fieldErrors} />
              <Button size="lg" className="h-14 w-full text-lg" disabled={!ready || pending} onClick={submit}>
                <LogIn /> {overriding ? "Sign in with override" : "Sign in"}
              </Button>
            </>
          )}
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
      <Button variant="ghost" className="mt-2 w-full" onClick={onCancel}>
        Back to search
      </Button>
    </section>
  );
}
