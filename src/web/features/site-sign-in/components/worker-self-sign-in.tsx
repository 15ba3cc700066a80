import { useState } from "react";
import { useForm } from "react-hook-form";
import { LogIn } from "lucide-react";
import { travelSchema, type Refusal, type TravelAnswers } from "@shared/site-sign-in/site-sign-in";
import { SPEAK_TO_SITE_TEAM, type SelfWorker, type SitePage } from "@shared/site-sign-in/site-public";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { ApiError, errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, serverFieldErrors, showServerErrors } from "@web/lib/server-field-errors";
import { signInSelf, signOutSelf, usePosterWorker } from "../api/site-public";
import { OnSiteCard } from "./on-site-card";
import { TravelFields } from "./travel-fields";
import { travelValues, type TravelValues } from "@web/components/carbon/travel-fields";

/**
 * A worker on the poster's page with their personal link on this phone (issue 31): "Sign in as <name>",
 * today's checks when due, their last travel offered again, one tap; "Sign out" while on site. A refusal
 * shows its reasons: there is no override on a phone, the site team decides at the gate.
 */

export function WorkerSelfSignIn({ token, linkToken, page }: { token: string; linkToken: string; page: SitePage }) {
  const worker = usePosterWorker(token, linkToken);
  const [done, setDone] = useState<string | null>(null);
  if (worker.isPending) return <Spinner label="Loading your sign-in" className="mx-auto my-8 text-slate-400" />;
  if (worker.isError)
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        {errorText(worker.error, "Your sign-in could not be loaded. Check your signal and try again.")}
      </p>
    );
  const w = worker.data;
  return (
    <div className="grid gap-4">
      {done && (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          {done}
        </p>
      )}
      {w.onSite ? (
        <OnSiteCard
          name={w.name}
          at={w.onSite.signInTime}
          onSignOut={async () => {
            await signOutSelf(token, linkToken);
            setDone(`${w.name} signed out. Safe journey home.`);
            await worker.refetch();
          }}
        />
      ) : (
        <SignIn
          key={w.name}
          worker={w}
          page={page}
          onSignIn={async (body) => {
            await signInSelf(token, linkToken, body);
            setDone(`${w.name} signed in.`);
            await worker.refetch();
          }}
        />
      )}
    </div>
  );
}

type SelfBody = Parameters<typeof signInSelf>[2];

function SignIn({ worker, page, onSignIn }: { worker: SelfWorker; page: SitePage; onSignIn: (body: SelfBody) => Promise<void> }) {
  const checks = worker.checks;
  const form = useForm<TravelValues, unknown, TravelAnswers>({ resolver: schemaResolver(travelSchema), defaultValues: travelValues(worker.lastTravel) });
  const { isSubmitting } = form.formState;
  const [answers, setAnswers] = useState<("yes" | "no" | null)[]>(() => checks?.questions.map(() => null) ?? []);
  const [readBriefing, setReadBriefing] = useState(false);
  const [problem, setProblem] = useState<{ message: string; refusals: Refusal[] } | null>(null);
  const unanswered = answers.some((a) => a === null) || Boolean(checks?.briefing && !readBriefing);

  const submit = form.handleSubmit(async (travel) => {
    setProblem(null);
    if (checks && unanswered) return setProblem({ message: "Answer today's checks first", refusals: [] });
    const gate = checks ? { answers: answers as ("yes" | "no")[], ...(checks.briefing ? { briefingVersion: checks.briefingVersion } : {}) } : undefined;
    try {
      await onSignIn({ ...travel, gate });
    } catch (e) {
      showServerErrors(form.setError, e, { accept: fieldOf(form.getValues()) });
      const refusals = e instanceof ApiError && e.status === 409 ? ((e.body as { refusals?: Refusal[] } | null)?.refusals ?? []) : [];
      if (serverFieldErrors(e).length === 0) setProblem({ message: errorText(e, "Could not sign you in. Check your signal and try again."), refusals });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Sign in as ${worker.name}`} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <h2 className="text-lg font-semibold">Sign in as {worker.name}</h2>
      {checks && (
        <fieldset className="grid gap-3">
          <legend className="mb-1 font-medium">Today's checks</legend>
          {checks.questions.map((q, i) => (
            <div key={q.question} role="radiogroup" aria-label={q.question} className="grid gap-2">
              <p>{q.question}</p>
              <div className="grid grid-cols-2 gap-2">
                {(["yes", "no"] as const).map((a) => (
                  <Button
                    key={a}
                    type="button"
                    role="radio"
                    aria-checked={answers[i] === a}
                    variant={answers[i] === a ? "default" : "outline"}
                    className="h-11"
                    onClick={() => setAnswers((prev) => prev.map((p, j) => (j === i ? a : p)))}
                  >
                    {a === "yes" ? "Yes" : "No"}
                  </Button>
                ))}
              </div>
            </div>
          ))}
          {checks.briefing && (
            <div className="grid gap-2 rounded-md border border-amber-200 bg-amber-50 p-3">
              <p className="font-medium text-amber-900">Today's briefing</p>
              <p className="whitespace-pre-line text-amber-950">{checks.briefing}</p>
              <label className="flex items-center gap-2 font-medium">
                <input type="checkbox" className="size-5" checked={readBriefing} onChange={(e) => setReadBriefing(e.target.checked)} />I have read today's
                briefing
              </label>
            </div>
          )}
        </fieldset>
      )}
      <TravelFields idPrefix="self" methods={page.travelMethods} form={form} />
      {problem && (
        <div role="alert" className="grid gap-1 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          <p className="font-medium">{problem.message}</p>
          {problem.refusals.length > 0 && (
            <>
              <ul className="list-disc pl-5">
                {problem.refusals.map((r) => (
                  <li key={r.code}>{r.reason}</li>
                ))}
              </ul>
              <p className="font-medium">{SPEAK_TO_SITE_TEAM}.</p>
            </>
          )}
        </div>
      )}
      <Button type="submit" size="lg" className="h-12 text-base" disabled={isSubmitting}>
        <LogIn aria-hidden="true" />
        {isSubmitting ? "Signing in…" : `Sign in as ${worker.name}`}
      </Button>
    </form>
  );
}
