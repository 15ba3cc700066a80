import type { ComponentType, ReactNode } from "react";
import { Check, Minus, TriangleAlert } from "lucide-react";
import { Textarea } from "@web/components/ui/textarea";
import { cn } from "@web/lib/cn";

/** One answer a check item offers: its words, its icon and how it looks chosen; `narrow` for a short one (N/A). */
export type CheckChoice<R extends string> = {
  result: R;
  label: string;
  Icon: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  on: string;
  narrow?: boolean;
};

export const OK_CHOICE = { result: "ok", label: "OK", Icon: Check, on: "border-emerald-700 bg-emerald-700 text-white" } as const;
export const DEFECT_CHOICE = { result: "defect", label: "Defect", Icon: TriangleAlert, on: "border-red-700 bg-red-700 text-white" } as const;
export const NA_CHOICE = { result: "na", label: "N/A", Icon: Minus, on: "border-slate-600 bg-slate-600 text-white", narrow: true } as const;

const toggle =
  "flex h-12 flex-1 items-center justify-center gap-2 rounded-md border-2 text-base font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2";
const idle = "border-slate-300 bg-white text-slate-800 hover:bg-slate-50";

/**
 * One item of a check done on a phone (a plant item's pre-use check, a vehicle's walkaround): its words,
 * thumb-sized answers, and, for a defect, the note of what is wrong and anything more the check asks
 * (`children`: the walkaround's photos).
 */
export function CheckItem<R extends string>({
  label,
  choices,
  result,
  onResult,
  defect,
  note,
  onNote,
  noteId,
  notePlaceholder,
  error,
  noteError,
  children,
}: {
  label: string;
  choices: readonly CheckChoice<R>[];
  result: R | null;
  onResult: (result: R) => void;
  /** The answer is a defect: the note shows, and the item is marked. */
  defect: boolean;
  note: string;
  onNote: (note: string) => void;
  noteId: string;
  notePlaceholder: string;
  error?: string;
  noteError?: string;
  children?: ReactNode;
}) {
  return (
    <li className={cn("grid gap-2 rounded-lg border p-3", defect ? "border-red-300 bg-red-50/50" : error ? "border-red-400" : "border-slate-200 bg-white")}>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">{label}</legend>
        <div className="flex gap-2">
          {choices.map(({ result: value, label: words, Icon, on, narrow }) => (
            <button
              key={value}
              type="button"
              aria-pressed={result === value}
              onClick={() => onResult(value)}
              className={cn(toggle, narrow && "max-w-24", result === value ? on : idle)}
            >
              <Icon className="size-5" aria-hidden="true" />
              {words}
            </button>
          ))}
        </div>
        {error && (
          <p role="alert" className="text-xs font-medium text-red-600">
            {error}
          </p>
        )}
      </fieldset>
      {defect && (
        <div className="grid gap-1">
          <label htmlFor={noteId} className="text-sm font-medium text-slate-900">
            What is wrong?
          </label>
          <Textarea
            id={noteId}
            rows={2}
            value={note}
            onChange={(e) => onNote(e.target.value)}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
            placeholder={notePlaceholder}
          />
          {noteError && (
            <p id={`${noteId}-error`} role="alert" className="text-xs font-medium text-red-600">
              {noteError}
            </p>
          )}
        </div>
      )}
      {defect && children}
    </li>
  );
}
