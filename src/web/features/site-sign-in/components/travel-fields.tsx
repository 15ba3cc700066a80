import type { UseFormRegisterReturn } from "react-hook-form";
import type { SitePage } from "@shared/site-sign-in/site-public";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";

/**
 * How someone travelled to site, on the poster's page: the visitor form's three fields and rules (the
 * distance one way, or the postcode it is estimated from). The return journey is the visit's carbon.
 */
export type TravelFieldsProps = {
  idPrefix: string;
  methods: SitePage["travelMethods"];
  method: UseFormRegisterReturn;
  distance: UseFormRegisterReturn;
  postcode: UseFormRegisterReturn;
  errors: { method?: string; distance?: string; postcode?: string };
  /** Shown once a method with carbon is chosen and neither the distance nor the postcode is given. */
  needsJourney: boolean;
};

export function TravelFields({ idPrefix, methods, method, distance, postcode, errors, needsJourney }: TravelFieldsProps) {
  return (
    <>
      <FormField label="How did you travel here?" htmlFor={`${idPrefix}-travel`} error={errors.method}>
        <Select options={methods.map((m) => ({ value: m.key, label: m.label }))} placeholder="Choose" {...method} />
      </FormField>
      <div className="grid grid-cols-2 items-start gap-3">
        <FormField label="Distance (km)" htmlFor={`${idPrefix}-distance`} error={errors.distance}>
          <Input type="number" inputMode="decimal" min={0} max={2000} step={0.1} placeholder="One way, e.g. 25" {...distance} />
        </FormField>
        <FormField label="Or from postcode" htmlFor={`${idPrefix}-postcode`} error={errors.postcode}>
          <Input autoComplete="postal-code" placeholder="e.g. M1 1AE" className="uppercase placeholder:normal-case" {...postcode} />
        </FormField>
      </div>
      {needsJourney && <p className="-mt-2 text-xs text-slate-500">Give the distance or the postcode you came from, so the journey can be counted.</p>}
    </>
  );
}
