import type { ComponentProps } from "react";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";

type Props = Omit<ComponentProps<"input">, "id" | "type" | "className"> & {
  /** The input's id (the label's htmlFor). */
  id: string;
  error?: string;
  /** Classes for the field (its grid span), not the input. */
  className?: string;
};

/**
 * A record's required Date: the same label, date input and star on every diary record and register
 * form (labour, plant, deliveries, waste, energy, visitors, weather, Scope 3, site issues). The rest of
 * the props go to the input, so the caller spreads `form.register("date")` (and a `max` where it has one).
 */
export function DateField({ id, error, className, ...input }: Props) {
  return (
    <FormField label="Date" htmlFor={id} error={error} required className={className}>
      <Input type="date" {...input} />
    </FormField>
  );
}
