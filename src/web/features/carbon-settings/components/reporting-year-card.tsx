import { useState } from "react";
import { CalendarCheck, Save } from "lucide-react";
import type { CarbonSettingsView } from "@shared/carbon-settings/carbon-settings";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useUpdateCarbonSettings } from "../api/carbon-settings";

const NEWEST = "newest";

/** The DESNZ set new figures are worked out with; saved figures keep the one they used. */
export function ReportingYearCard({ settings, canEdit }: { settings: CarbonSettingsView; canEdit: boolean }) {
  const update = useUpdateCarbonSettings();
  const saved = settings.factorYear === null ? NEWEST : String(settings.factorYear);
  const [choice, setChoice] = useState(saved);
  const newest = settings.availableYears[0];
  const options = [
    { value: NEWEST, label: `Always the newest set (now ${newest ?? "none loaded"})` },
    ...settings.availableYears.map((y) => ({ value: String(y), label: `DESNZ ${y} set${y === newest ? " (newest)" : ""}` })),
  ];

  const save = () =>
    update.mutate(
      { factorYear: choice === NEWEST ? null : Number(choice) },
      {
        onSuccess: (next) => toast({ title: "Success", description: `New carbon figures will use the DESNZ ${next.effectiveYear} set` }),
        onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to save the reporting year"), variant: "destructive" }),
      },
    );

  return (
    <Card>
      <CardIconHeader
        icon={CalendarCheck}
        title="Reporting year"
        description={`New carbon figures are worked out with the DESNZ ${settings.effectiveYear} set.`}
      />
      <CardContent className="grid gap-4">
        <div className="grid gap-2 text-sm text-slate-600">
          <p>
            Sitebook works out carbon with the UK Government GHG Conversion Factors for Company Reporting, published each June by the Department for Energy
            Security and Net Zero (DESNZ, formerly DEFRA). By default every new entry uses the newest set loaded; choose a year to keep a whole reporting period
            on one set.
          </p>
          <p>
            A change applies to entries saved from then on. Figures already stored keep the factor and year they were worked out with, and each one shows which.
            If the chosen set does not publish a factor (district heat is missing from the 2023 set), the nearest set that does is used and the figure records
            that year.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField label="Factor set for new figures" htmlFor="carbon-factor-year" className="sm:w-80">
            <Select options={options} value={choice} onChange={(e) => setChoice(e.target.value)} disabled={!canEdit || update.isPending} />
          </FormField>
          {canEdit && (
            <Button onClick={save} disabled={update.isPending || choice === saved}>
              <Save aria-hidden="true" />
              {update.isPending ? "Saving..." : "Save"}
            </Button>
          )}
        </div>
        {!canEdit && <p className="text-xs text-slate-500">Your role can see the reporting year but not change it.</p>}
      </CardContent>
    </Card>
  );
}
