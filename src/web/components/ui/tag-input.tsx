import { useState, type KeyboardEvent, type Ref } from "react";
import { X } from "lucide-react";
import { cn } from "@web/lib/cn";
import { useFocusById, type Focusable } from "@web/lib/use-focus-by-id";
import { fieldClasses } from "@web/components/ui/input";

export interface TagInputProps {
  id: string;
  /** For react-hook-form's field.ref: focuses the text box when the list holds the first error. */
  ref?: Ref<Focusable>;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  max?: number;
  suggestions?: readonly string[];
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/** A list of short labels: Enter or comma adds, Backspace on empty removes the last, × removes one. */
export function TagInput({ id, ref, value, onChange, onBlur, placeholder, disabled, max = 50, suggestions = [], ...aria }: TagInputProps) {
  useFocusById(ref, id);
  const [draft, setDraft] = useState("");
  const has = (tag: string) => value.some((t) => t.toLowerCase() === tag.toLowerCase());

  const add = (raw: string) => {
    const tag = raw.trim().slice(0, 100);
    if (tag && !has(tag) && value.length < max) onChange([...value, tag]);
    setDraft("");
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" || e.key === ",") {
      e.preventDefault();
      add(draft);
    } else if (e.key === "Backspace" && draft === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const offered = suggestions.filter((s) => !has(s));

  return (
    <div className="grid gap-2">
      <div
        className={cn(fieldClasses, "h-auto min-h-10 flex-wrap items-center gap-1.5 py-1.5", disabled && "cursor-not-allowed bg-slate-50 opacity-60")}
        onClick={() => document.getElementById(id)?.focus()}
        aria-invalid={aria["aria-invalid"]}
      >
        {value.map((tag) => (
          <span
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-brand/10 py-0.5 pr-1 pl-2.5 text-xs font-medium text-slate-800 ring-1 ring-brand/30"
          >
            {tag}
            {!disabled && (
              <button
                type="button"
                onClick={(e) => {
                  e.stopPropagation();
                  onChange(value.filter((t) => t !== tag));
                }}
                aria-label={`Remove ${tag}`}
                className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            )}
          </span>
        ))}
        {!disabled && (
          <input
            id={id}
            value={draft}
            onChange={(e) => (e.target.value.endsWith(",") ? add(e.target.value.slice(0, -1)) : setDraft(e.target.value))}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (draft.trim()) add(draft);
              onBlur?.();
            }}
            placeholder={value.length === 0 ? placeholder : "Add another…"}
            disabled={disabled}
            className="min-w-32 flex-1 bg-transparent py-0.5 text-base outline-none placeholder:text-slate-400 sm:text-sm"
            aria-describedby={aria["aria-describedby"]}
            aria-invalid={aria["aria-invalid"]}
          />
        )}
        {disabled && value.length === 0 && <span className="text-slate-400">None recorded</span>}
      </div>
      {!disabled && offered.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-slate-500">Suggestions:</span>
          {offered.slice(0, 8).map((s) => (
            <button
              key={s}
              type="button"
              onClick={() => add(s)}
              className="rounded-full border border-dashed border-slate-300 px-2 py-0.5 text-xs text-slate-600 hover:border-brand hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
            >
              + {s}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
