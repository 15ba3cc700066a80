import { useForm } from "react-hook-form";
import { HSG107_DEFAULTS_TEXT, assetSettingsSchema, type AssetSettingsInput, type AssetSettingsView } from "@shared/assets/asset-inspections";
import { ELECTRICAL_TIERS, HSG107_110V_SITE_TOOLS, INTERVAL_UNITS, INTERVAL_UNIT_LABELS, inspectionKindLabel } from "@shared/rules/inspections";
import { DEFAULT_IDLE_HIRE_DAYS } from "@shared/assets/asset-inspections";
import { FormActions, saveText } from "@web/components/forms/form-actions";
import { Card, CardContent } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors } from "@web/lib/server-field-errors";
import { useSaveAssetSettings } from "../api/asset-inspections";

type Tier = { every: string; unit: string; warnDays: string };
type Values = { electrical: Record<(typeof ELECTRICAL_TIERS)[number], Tier>; idleHireDays: string };

const valuesOf = (s: Pick<AssetSettingsView, "electrical" | "idleHireDays">): Values => ({
  electrical: Object.fromEntries(
    ELECTRICAL_TIERS.map((t) => [t, { every: String(s.electrical[t].every), unit: s.electrical[t].unit, warnDays: String(s.electrical[t].warnDays) }]),
  ) as Values["electrical"],
  idleHireDays: String(s.idleHireDays),
});

const HSG107 = valuesOf({
  electrical: Object.fromEntries(
    ELECTRICAL_TIERS.map((t) => [t, { ...HSG107_110V_SITE_TOOLS[t].interval, warnDays: HSG107_110V_SITE_TOOLS[t].warnDays }]),
  ) as AssetSettingsView["electrical"],
  idleHireDays: DEFAULT_IDLE_HIRE_DAYS,
});

const UNITS = INTERVAL_UNITS.map((u) => ({ value: u, label: INTERVAL_UNIT_LABELS[u] }));

/** The electrical tiers' intervals and warning days (HSG107's suggestions until saved), and the idle-hire days. */
export function ElectricalSettingsForm({ settings, canEdit }: { settings: AssetSettingsView; canEdit: boolean }) {
  const save = useSaveAssetSettings();
  const form = useForm<Values, unknown, AssetSettingsInput>({ resolver: schemaResolver(assetSettingsSchema), defaultValues: valuesOf(settings) });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        toast({ title: "Success", description: "Inspection settings saved" });
      },
      onError: (e) => {
        showServerErrors(form.setError, e);
        toast({ title: "Error", description: errorText(e, "Failed to save the inspection settings"), variant: "destructive" });
      },
    }),
  );
  return (
    <Card>
      <CardContent className="pt-4 sm:pt-6">
        <form onSubmit={submit} noValidate aria-label="Electrical checks" className="grid gap-4">
          <div className="grid gap-1">
            <h2 className="text-base font-semibold text-slate-900">Electrical checks of portable tools</h2>
            <p className="text-sm text-slate-600">{HSG107_DEFAULTS_TEXT}</p>
            {!settings.saved && <p className="text-xs text-slate-500">Not saved yet: these are HSG107's suggestions.</p>}
            {canEdit && (
              <button
                type="button"
                className="justify-self-start text-sm font-medium text-brand-dark underline-offset-4 hover:underline"
                onClick={() => form.reset(HSG107, { keepDefaultValues: true })}
              >
                Use HSG107's suggestions
              </button>
            )}
          </div>
          <fieldset disabled={!canEdit} className="grid gap-3">
            <legend className="sr-only">Intervals</legend>
            {ELECTRICAL_TIERS.map((tier) => {
              const e = errors.electrical?.[tier];
              return (
                <div key={tier} className="grid grid-cols-3 items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_6rem_8rem_8rem]">
                  <p className="col-span-3 text-sm font-medium text-slate-900 sm:col-span-1 sm:pt-7">{inspectionKindLabel(tier)}</p>
                  <FormField label="Every" htmlFor={`tier-${tier}-every`} error={e?.every?.message} required>
                    <Input inputMode="numeric" autoComplete="off" {...form.register(`electrical.${tier}.every`)} />
                  </FormField>
                  <FormField label="Unit" htmlFor={`tier-${tier}-unit`} error={e?.unit?.message} required>
                    <Select options={UNITS} {...form.register(`electrical.${tier}.unit`)} />
                  </FormField>
                  <FormField label="Due soon (days)" htmlFor={`tier-${tier}-warn`} error={e?.warnDays?.message} required>
                    <Input inputMode="numeric" autoComplete="off" {...form.register(`electrical.${tier}.warnDays`)} />
                  </FormField>
                </div>
              );
            })}
            <FormField
              label="Hired-in plant is idle after (days without a pre-use check)"
              htmlFor="idle-hire-days"
              error={errors.idleHireDays?.message}
              required
              hint="It is then flagged, so someone can call it off hire."
              className="sm:max-w-md"
            >
              <Input inputMode="numeric" autoComplete="off" {...form.register("idleHireDays")} />
            </FormField>
          </fieldset>
          {canEdit && <FormActions pending={save.isPending} submitText={saveText(true, "Save settings", "Save settings")} />}
        </form>
      </CardContent>
    </Card>
  );
}
