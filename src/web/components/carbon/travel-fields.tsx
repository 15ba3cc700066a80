import { TRAVEL_METHODS } from "@shared/carbon/carbon";
import type { TravelAnswers } from "@shared/site-sign-in/site-sign-in";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";

/** How someone came to site, the same choices wherever it is asked (a visitor, a worker at the gate). */
export const TRAVEL_OPTIONS = Object.entries(TRAVEL_METHODS).map(([value, m]) => ({ value, label: m.label }));

export type TravelValues = { travelMethod: string; travelDistance: string; travelOriginPostcode: string };
export const noTravel: TravelValues = { travelMethod: "", travelDistance: "", travelOriginPostcode: "" };
/** Someone's last travel answers, offered again as the form's values. */
export const travelValues = (t: TravelAnswers | null): TravelValues =>
  t
    ? {
        travelMethod: t.travelMethod ?? "",
        travelDistance: t.travelDistance === null ? "" : String(t.travelDistance),
        travelOriginPostcode: t.travelOriginPostcode ?? "",
      }
    : noTravel;

type Props = {
  id: string;
  value: TravelValues;
  onChange: (next: TravelValues) => void;
  sitePostcode: string | null;
  errors?: Partial<Record<keyof TravelValues, string>>;
};

/** The travel question as three controlled fields (the gate's, which keeps no form library): method, distance, or the postcode they came from. */
export function TravelFields({ id, value, onChange, sitePostcode, errors = {} }: Props) {
  const set = (patch: Partial<TravelValues>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField label="Travel method" htmlFor={`${id}-method`} error={errors.travelMethod}>
        <Select options={TRAVEL_OPTIONS} placeholder="Not recorded" value={value.travelMethod} onChange={(e) => set({ travelMethod: e.target.value })} />
      </FormField>
      <FormField label="Distance (km, one way)" htmlFor={`${id}-distance`} error={errors.travelDistance}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          max={2000}
          step={0.1}
          placeholder="e.g. 25"
          value={value.travelDistance}
          onChange={(e) => set({ travelDistance: e.target.value })}
        />
      </FormField>
      <FormField
        label="Travelled from (postcode)"
        htmlFor={`${id}-postcode`}
        error={errors.travelOriginPostcode}
        hint={sitePostcode ? `Or the distance is estimated to ${sitePostcode}.` : undefined}
      >
        <Input
          autoComplete="off"
          placeholder="e.g. M1 1AE"
          className="uppercase placeholder:normal-case"
          value={value.travelOriginPostcode}
          // A new postcode means a new estimate: the old distance no longer applies.
          onChange={(e) => set({ travelOriginPostcode: e.target.value, travelDistance: "" })}
        />
      </FormField>
    </div>
  );
}
