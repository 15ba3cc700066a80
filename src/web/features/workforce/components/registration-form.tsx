import { useState } from "react";
import { CheckCircle2 } from "lucide-react";
import type { InductionAttemptInput } from "@shared/workforce/inductions";
import { REGISTRATION_RECEIVED, registrationCardSchema, registrationDetailsSchema, type RegistrationFormInfo } from "@shared/workforce/worker-registrations";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { ApiError, errorText } from "@web/lib/api";
import { inductionFileHref, markAttempt, sendRegistration } from "../api/public-registration";
import { InductionTaker } from "./induction-taker";
import { RegistrationCardsFields, emptyCard, type CardDraft } from "./registration-cards-fields";
import { RegistrationDetailsFields, emptyDetails, errorsOf, type DetailValues, type FieldErrors } from "./registration-details-fields";
import { RegistrationSummary } from "./registration-summary";

/**
 * The public registration form on a worker's own phone (issue 30): 1 your details, 2 your cards,
 * 3 the site induction (when the contract has one), 4 check and send. Each step is checked with the
 * shared schema before the next; the server checks everything again and marks the test itself.
 */

type Step = "details" | "cards" | "induction" | "send" | "done";
const STEP_TITLES: Record<Exclude<Step, "done">, string> = {
  details: "Your details",
  cards: "Your cards",
  induction: "Site induction",
  send: "Check and send",
};

export function RegistrationForm({ token, info }: { token: string; info: RegistrationFormInfo }) {
  const steps: Exclude<Step, "done">[] = info.induction ? ["details", "cards", "induction", "send"] : ["details", "cards", "send"];
  const [step, setStep] = useState<Step>("details");
  const [details, setDetails] = useState<DetailValues>(emptyDetails);
  const [cards, setCards] = useState<CardDraft[]>(() => [emptyCard()]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState<InductionAttemptInput | null>(null);
  const [consent, setConsent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const go = (next: Step) => {
    setErrors({});
    setStep(next);
    window.scrollTo({ top: 0 });
  };
  const after = (s: Exclude<Step, "done">) => steps[steps.indexOf(s) + 1];
  const before = (s: Exclude<Step, "done">) => steps[steps.indexOf(s) - 1];

  const checkDetails = () => {
    const parsed = registrationDetailsSchema.safeParse(details);
    if (parsed.success) return go(after("details"));
    setErrors(errorsOf(parsed.error.issues));
  };
  const cardValues = () => cards.map(({ front: _f, back: _b, ...c }) => c);
  const checkCards = () => {
    const found = cardValues().flatMap((c, i) => {
      const parsed = registrationCardSchema.safeParse(c);
      return parsed.success ? [] : Object.entries(errorsOf(parsed.error.issues, ["cards", String(i)]));
    });
    if (found.length === 0) return go(after("cards"));
    setErrors(Object.fromEntries(found));
  };

  const mark = async (a: InductionAttemptInput) => {
    const result = await markAttempt(token, a.answers);
    // The passing attempt is the one sent with the registration; the server marks it again.
    if (result.passed) setAttempt(a);
    return result;
  };

  const send = async () => {
    if (!consent) return setErrors({ consent: "Please confirm your details may be kept for this site" });
    setSending(true);
    setFailure(null);
    try {
      const parsedDetails = registrationDetailsSchema.parse(details);
      const parsedCards = cardValues().map((c) => registrationCardSchema.parse(c));
      await sendRegistration(token, { details: parsedDetails, cards: parsedCards, induction: attempt ?? undefined, consent: true }, cards);
      go("done");
    } catch (e) {
      const fields = e instanceof ApiError ? ((e.body as { errors?: { field: string; message: string }[] })?.errors ?? []) : [];
      const onDetails = fields.filter((f) => f.field.startsWith("details."));
      if (onDetails.length) {
        setStep("details");
        setErrors(Object.fromEntries(onDetails.map((f) => [f.field.slice("details.".length), f.message])));
      }
      setFailure(errorText(e, "Your registration could not be sent. Please try again."));
    } finally {
      setSending(false);
    }
  };

  if (step === "done")
    return (
      <section role="status" className="grid gap-3 rounded-md border border-green-200 bg-green-50 p-4">
        <p className="flex items-center gap-2 text-lg font-semibold text-green-800">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          {REGISTRATION_RECEIVED}
        </p>
        <p className="text-sm">Bring your cards with you on your first day: the site team will check them at the gate.</p>
      </section>
    );

  const index = steps.indexOf(step);
  const nav = (onNext: () => void, nextText = "Next") => (
    <div className="flex flex-wrap gap-2">
      {index > 0 && (
        <Button type="button" variant="outline" onClick={() => go(before(step))}>
          Back
        </Button>
      )}
      <Button type="button" onClick={onNext} disabled={sending}>
        {nextText}
      </Button>
    </div>
  );

  return (
    <div className="grid gap-5">
      <ol aria-label="Steps" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {steps.map((s, i) => (
          <li key={s} aria-current={s === step ? "step" : undefined} className={s === step ? "font-semibold text-brand" : "text-slate-500"}>
            {i + 1}. {STEP_TITLES[s]}
          </li>
        ))}
      </ol>
      <h2 className="text-xl font-semibold">
        Step {index + 1}: {STEP_TITLES[step]}
      </h2>
      {step === "details" && (
        <>
          <RegistrationDetailsFields values={details} errors={errors} onChange={(k, v) => setDetails((d) => ({ ...d, [k]: v }))} />
          {nav(checkDetails)}
        </>
      )}
      {step === "cards" && (
        <>
          <RegistrationCardsFields cards={cards} errors={errors} onChange={setCards} />
          {nav(checkCards)}
        </>
      )}
      {step === "induction" && info.induction && (
        <>
          <InductionTaker
            induction={info.induction}
            fileHref={inductionFileHref(token)}
            defaultName={`${details.firstName} ${details.lastName}`.trim()}
            onSubmit={mark}
            afterPass={
              <div>
                <Button type="button" onClick={() => go("send")}>
                  Next: check and send
                </Button>
              </div>
            }
          />
          {!attempt && (
            <p className="text-sm text-slate-600">
              Cannot take it now?{" "}
              <button type="button" className="font-medium text-brand underline" onClick={() => go("send")}>
                Send your registration without it
              </button>{" "}
              and take the induction when you arrive.
            </p>
          )}
        </>
      )}
      {step === "send" && (
        <>
          <RegistrationSummary
            details={details}
            cards={cards}
            induction={info.induction ? (attempt ? "Passed" : "Not taken: you will take it on site") : null}
          />
          <label className="flex items-start gap-3 text-sm">
            <Checkbox
              className="mt-0.5 size-5"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              aria-describedby={errors.consent ? "consent-error" : undefined}
            />
            <span>
              I agree that {info.companyName} may keep these details, my card photos and my induction for work on {info.contractName}.
            </span>
          </label>
          {errors.consent && (
            <p id="consent-error" role="alert" className="text-sm font-medium text-red-600">
              {errors.consent}
            </p>
          )}
          {failure && (
            <p role="alert" className="text-sm font-medium text-red-600">
              {failure}
            </p>
          )}
          {nav(() => void send(), sending ? "Sending..." : "Send my registration")}
        </>
      )}
    </div>
  );
}
