import { useEffect, useState, type ReactNode } from "react";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select, type SelectProps } from "@web/components/ui/select";

/** A labelled number box that keeps what is typed until it is a number, then reports it. */
export function NumberField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  step = 0.5,
  disabled,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (v: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-slate-600">
        {label}
      </Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        className="h-9 px-2"
        value={text}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value.trim() !== "" && Number.isFinite(n)) onChange(n);
        }}
      />
    </div>
  );
}

export function ColourField({
  id,
  label,
  value,
  onChange,
  disabled,
  none,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (v: string | undefined) => void;
  disabled?: boolean;
  none?: string;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-slate-600">
        {label}
      </Label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          className="h-9 w-12 cursor-pointer rounded border border-slate-300 bg-white p-0.5 disabled:opacity-50"
          value={value ?? "#ffffff"}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
        {none && (
          <label className="flex items-center gap-1.5 text-xs text-slate-600">
            <input type="checkbox" checked={value === undefined} disabled={disabled} onChange={(e) => onChange(e.target.checked ? undefined : "#e2e8f0")} />
            {none}
          </label>
        )}
      </div>
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

type ChoiceProps<T extends string> = Omit<SelectProps, "value" | "options" | "onChange"> & {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
};

/** A select of a fixed set of choices (icon, image source, page size, orientation, template type): the chosen option is read back as its own type here, once. */
export function ChoiceSelect<T extends string>({ value, options, onChange, ...rest }: ChoiceProps<T>) {
  return <Select {...rest} value={value} options={options} onChange={(e) => onChange(e.target.value as T)} />;
}
