import { useWatch, type UseFormReturn } from "react-hook-form";
import type { SitePage } from "@shared/site-sign-in/site-public";
import { travelHasCarbon } from "@shared/visitors/visitor";
import type { TravelValues } from "@web/components/carbon/travel-fields";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";

/**
 * How someone travelled to site, on the poster's page (a visitor, or a worker with their personal
 * link): the three fields and rules of the gate's travel question (the distance one way, or the postcode
 * it is estimated from), worded for the person themselves, with the choices the page was given.
 * Any form whose values include the three travel fields may use it.
 */
export function TravelFields<V extends TravelValues>({
  idPrefix,
  methods,
  form,
}: {
  idPrefix: string;
  methods: SitePage["travelMethods"];
  form: UseFormReturn<V, unknown, unknown>;
}) {
  // The fields are this component's to register: one cast instead of a generic path type at every call.
  const f = form as unknown as UseFormReturn<TravelValues, unknown, unknown>;
  const errors = f.formState.errors;
  const [method, distance, postcode] = useWatch({ control: f.control, name: ["travelMethod", "travelDistance", "travelOriginPostcode"] });
  // Shown once a method with carbon is chosen and neither the distance nor the postcode is given.
  const needsJourney = travelHasCarbon(method as Parameters<typeof travelHasCarbon>[0]) && distance === "" && !postcode.trim();
  return (
    <>
      <FormField label="How did you travel here?" htmlFor={`${idPrefix}-travel`} error={errors.travelMethod?.message}>
        <Select options={methods.map((m) => ({ value: m.key, label: m.label }))} placeholder="Choose" {...f.register("travelMethod")} />
      </FormField>
      <div className="grid grid-cols-2 items-start gap-3">
        <FormField label="Distance (km)" htmlFor={`${idPrefix}-distance`} error={errors.travelDistance?.message}>
          <Input type="number" inputMode="decimal" min={0} max={2000} step={0.1} placeholder="One way, e.g. 25" {...f.register("travelDistance")} />
        </FormField>
        <FormField label="Or from postcode" htmlFor={`${idPrefix}-postcode`} error={errors.travelOriginPostcode?.message}>
          <Input autoComplete="postal-code" placeholder="e.g. M1 1AE" className="uppercase placeholder:normal-case" {...f.register("travelOriginPostcode")} />
        </FormField>
      </div>
      {needsJourney && <p className="-mt-2 text-xs text-slate-500">Give the distance or the postcode you came from, so the journey can be counted.</p>}
    </>
  );
}
