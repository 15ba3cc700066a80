import { Check, Minus, TriangleAlert } from "lucide-react";
import type { WalkaroundResult } from "@shared/vehicle-checks/walkaround";
import { Textarea } from "@web/components/ui/textarea";
import { cn } from "@web/lib/cn";

export type WalkaroundAnswer = { key: string; label: string; result: WalkaroundResult | null; note: string };

const toggle =
  "flex h-12 flex-1 items-center justify-center gap-1.5 rounded-md border-2 text-base font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2";
const idle = "border-slate-300 bg-white text-slate-800 hover:bg-slate-50";

const CHOICES = [
  { result: "ok", label: "OK", Icon: Check, on: "border-emerald-700 bg-emerald-700 text-white" },
  { result: "defect", label: "Defect", Icon: TriangleAlert, on: "border-red-700 bg-red-700 text-white" },
  { result: "na", label: "N/A", Icon: Minus, on: "border-slate-600 bg-slate-600 text-white" },
] as const;

/** One item of the walkaround: its words, three thumb-sized answers, and the note a defect needs. */
export function WalkaroundItem({
  answer,
  onChange,
  error,
  noteError,
}: {
  answer: WalkaroundAnswer;
  onChange: (change: Partial<WalkaroundAnswer>) => void;
  error?: string;
  noteError?: string;
}) {
  const noteId = `walkaround-note-${answer.key}`;
  return (
    <li
      className={cn(
        "grid gap-2 rounded-lg border p-3",
        answer.result === "defect" ? "border-red-300 bg-red-50/50" : error ? "border-red-400" : "border-slate-200 bg-white",
      )}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">{answer.label}</legend>
        <div className="flex gap-2">
          {CHOICES.map(({ result, label, Icon, on }) => (
            <button
              key={result}
              type="button"
              aria-pressed={answer.result === result}
              onClick={() => onChange({ result })}
              className={cn(toggle, result === "na" && "max-w-24", answer.result === result ? on : idle)}
            >
              <Icon className="size-5" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
        {error && (
          <p role="alert" className="text-xs font-medium text-red-600">
            {error}
          </p>
        )}
      </fieldset>
      {answer.result === "defect" && (
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
            placeholder="e.g. Nearside brake light out"
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
