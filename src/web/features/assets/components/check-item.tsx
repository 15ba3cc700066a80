import { Check, TriangleAlert } from "lucide-react";
import { Textarea } from "@web/components/ui/textarea";
import { cn } from "@web/lib/cn";

export type Answer = { item: string; ok: boolean | null; note: string };

const toggle =
  "flex h-12 flex-1 items-center justify-center gap-2 rounded-md border-2 text-base font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2";

/** One check of a pre-use checklist: its words, a big OK and a big Defect (thumb-sized on a phone), and the note a defect needs. */
export function CheckItem({
  index,
  answer,
  onChange,
  error,
  noteError,
}: {
  index: number;
  answer: Answer;
  onChange: (change: Partial<Answer>) => void;
  error?: string;
  noteError?: string;
}) {
  const noteId = `check-note-${index}`;
  return (
    <li className={cn("grid gap-2 rounded-lg border p-3", answer.ok === false ? "border-red-300 bg-red-50/50" : error ? "border-red-400" : "border-slate-200")}>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">{answer.item}</legend>
        <div className="flex gap-2">
          <button
            type="button"
            aria-pressed={answer.ok === true}
            onClick={() => onChange({ ok: true })}
            className={cn(
              toggle,
              answer.ok === true ? "border-emerald-700 bg-emerald-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
            )}
          >
            <Check className="size-5" aria-hidden="true" />
            OK
          </button>
          <button
            type="button"
            aria-pressed={answer.ok === false}
            onClick={() => onChange({ ok: false })}
            className={cn(toggle, answer.ok === false ? "border-red-700 bg-red-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50")}
          >
            <TriangleAlert className="size-5" aria-hidden="true" />
            Defect
          </button>
        </div>
        {error && (
          <p role="alert" className="text-xs font-medium text-red-600">
            {error}
          </p>
        )}
      </fieldset>
      {answer.ok === false && (
        <div className="grid gap-1">
          <label htmlFor={noteId} className="text-sm font-medium text-slate-900">
            What is wrong?
          </label>
          <Textarea
            id={noteId}
            rows={2}
            value={answer.note}
            onChange={(e) => onChange({ note: e.target.value })}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
            placeholder="e.g. Boom ram hose weeping oil"
          />
          {noteError && (
            <p id={`${noteId}-error`} role="alert" className="text-xs font-medium text-red-600">
              {noteError}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
