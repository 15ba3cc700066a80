import type { FitQuestion } from "@shared/site-sign-in/site-sign-in";
import { cn } from "@web/lib/cn";

export type Answer = "yes" | "no" | null;

/** Today's gate checks: each fit-for-work question as two big buttons, then the briefing to read and acknowledge. */
export function GateChecks({
  questions,
  answers,
  onAnswer,
  briefing,
  acknowledged,
  onAcknowledge,
}: {
  questions: readonly FitQuestion[];
  answers: readonly Answer[];
  onAnswer: (index: number, answer: "yes" | "no") => void;
  briefing: string | null;
  acknowledged: boolean;
  onAcknowledge: (ack: boolean) => void;
}) {
  return (
    <div className="grid gap-4">
      {questions.map((q, i) => (
        <fieldset key={i} className="grid gap-2">
          <legend className="mb-2 text-base font-medium text-slate-900">{q.question}</legend>
          <div className="grid grid-cols-2 gap-3">
            {(["yes", "no"] as const).map((a) => (
              <button
                key={a}
                type="button"
                aria-pressed={answers[i] === a}
                onClick={() => onAnswer(i, a)}
                className={cn(
                  "h-14 rounded-lg border-2 text-lg font-semibold",
                  answers[i] === a ? "border-brand bg-brand text-white" : "border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
                )}
              >
                {a === "yes" ? "Yes" : "No"}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
      {briefing && (
        <section aria-label="Today's briefing" className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <h3 className="text-sm font-semibold text-slate-900">Today's briefing</h3>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{briefing}</p>
          <label className="mt-3 flex min-h-11 items-center gap-3 text-base font-medium text-slate-900">
            <input type="checkbox" className="size-6" checked={acknowledged} onChange={(e) => onAcknowledge(e.target.checked)} />I have read today's briefing
          </label>
        </section>
      )}
    </div>
  );
}

/** Whether an answer lets the worker on site. */
export const failedQuestions = (questions: readonly FitQuestion[], answers: readonly Answer[]) =>
  questions.filter((q, i) => answers[i] !== null && answers[i] !== q.passAnswer);
