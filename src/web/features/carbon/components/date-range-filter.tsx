import { useEffect, useState, type FormEvent } from "react";
import { footprintQuery } from "@shared/carbon-footprint/carbon-footprint";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { messagesByField } from "@web/lib/schema-errors";

export type DateRange = { from?: string; to?: string };

/** From/To for a footprint, checked with the API's own schema before it is applied. */
export function DateRangeFilter({ value, onChange, idPrefix = "carbon-range" }: { value: DateRange; onChange: (range: DateRange) => void; idPrefix?: string }) {
  const [from, setFrom] = useState(value.from ?? "");
  const [to, setTo] = useState(value.to ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    setFrom(value.from ?? "");
    setTo(value.to ?? "");
  }, [value.from, value.to]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const parsed = footprintQuery.safeParse({ from, to });
    if (!parsed.success) {
      setErrors(messagesByField(parsed.error));
      return;
    }
    setErrors({});
    onChange(parsed.data);
  };
  const clear = () => {
    setErrors({});
    onChange({});
  };

  return (
    <form onSubmit={apply} noValidate className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap sm:items-end" aria-label="Date range">
      <FormField label="From" htmlFor={`${idPrefix}-from`} error={errors.from} className="sm:w-44">
        <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </FormField>
      <FormField label="To" htmlFor={`${idPrefix}-to`} error={errors.to} className="sm:w-44">
        <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </FormField>
      <div className="col-span-2 flex gap-2 sm:col-span-1">
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        {(value.from || value.to) && (
          <Button type="button" variant="ghost" onClick={clear}>
            All dates
          </Button>
        )}
      </div>
    </form>
  );
}
