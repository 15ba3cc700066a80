import { useMemo, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { DISPOSAL_ROUTES, type DisposalRoute, type FactorView } from "@shared/carbon/carbon";
import { WASTE_UNITS, WATER_UNITS, type Scope3FormValues } from "@shared/scope3/scope3-entry";
import { normaliseWasteCode } from "@shared/waste/waste-code";
import { suggestWasteMaterials, wasteMaterialMismatch } from "@shared/waste/waste-material";
import { MaterialConfirmation } from "@web/components/carbon/waste-material-confirmation";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { useDebounced } from "@web/lib/use-debounced";
import { formatFactor } from "@web/lib/format";
import { useConstructionWasteCodes, useFactorOptions } from "../api/scope3-entries";

type Form = UseFormReturn<Scope3FormValues, unknown, unknown>;
const num = formatFactor;
const emptyToNaN = (v: unknown) => (v === "" || v === null || v === undefined ? Number.NaN : Number(v));
const emptyToNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

function QuantityField({ form, unitControl }: { form: Form; unitControl: React.ReactElement }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Quantity" htmlFor="scope3-quantity" error={errors.quantity?.message} required>
        <Input type="number" inputMode="decimal" step="any" min="0" className="tabular-nums" {...form.register("quantity", { setValueAs: emptyToNaN })} />
      </FormField>
      <FormField label="Unit" htmlFor="scope3-unit" error={errors.unit?.message} required>
        {unitControl}
      </FormField>
    </>
  );
}

export function WaterFields({ form }: { form: Form }) {
  return (
    <>
      <QuantityField form={form} unitControl={<Select options={WATER_UNITS.map((u) => ({ value: u, label: u }))} {...form.register("unit")} />} />
      <label className="flex items-start gap-2 text-sm text-slate-700 sm:col-span-2">
        <Checkbox className="mt-0.5" {...form.register("includeTreatment")} />
        <span>
          Include waste-water treatment <span className="text-slate-500">(untick if the water does not go to the sewer, e.g. it is used in concrete)</span>
        </span>
      </label>
    </>
  );
}

/** DESNZ "Waste disposal" materials and the routes each one publishes a factor for. */
function useWasteMaterials() {
  const factors = useFactorOptions({ sheet: "Waste disposal", company: false, pageSize: 200 });
  return useMemo(() => {
    const routes = new Map<string, Set<string>>();
    for (const f of factors.data?.items ?? []) {
      if (!f.level3 || !f.columnText) continue;
      if (!routes.has(f.level3)) routes.set(f.level3, new Set());
      routes.get(f.level3)!.add(f.columnText);
    }
    return { routes, isLoading: factors.isLoading };
  }, [factors.data, factors.isLoading]);
}

export function WasteFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  const material = useWatch({ control: form.control, name: "subcategory" }) ?? "";
  const code = useWatch({ control: form.control, name: "wasteCode" }) ?? "";
  // As on the waste form: a material the code does not name is confirmed before it prices the waste.
  const mismatch = wasteMaterialMismatch(code, material);
  const unconfirm = () => form.setValue("wasteMaterialConfirmed", false);
  const { routes, isLoading } = useWasteMaterials();
  const codes = useConstructionWasteCodes(true);
  const published = routes.get(material);
  const routeOptions = (Object.keys(DISPOSAL_ROUTES) as DisposalRoute[]).map((k) => ({
    value: k,
    label: DISPOSAL_ROUTES[k].label + (published && !published.has(DISPOSAL_ROUTES[k].column) ? " (no DESNZ factor)" : ""),
    disabled: Boolean(published && !published.has(DISPOSAL_ROUTES[k].column)),
  }));
  return (
    <>
      <FormField label="Waste Material" htmlFor="scope3-material" error={errors.subcategory?.message} required hint="The DESNZ waste disposal material.">
        <Select
          placeholder={isLoading ? "Loading materials..." : "Choose a material"}
          options={[...routes.keys()].sort().map((m) => ({ value: m, label: m }))}
          {...form.register("subcategory", { onChange: unconfirm })}
        />
      </FormField>
      <FormField label="Disposal Route" htmlFor="scope3-route" error={errors.wasteDisposalMethod?.message} required>
        <Select placeholder="Choose a route" options={routeOptions} {...form.register("wasteDisposalMethod", { setValueAs: (v) => v || null })} />
      </FormField>
      <QuantityField form={form} unitControl={<Select options={WASTE_UNITS.map((u) => ({ value: u, label: u }))} {...form.register("unit")} />} />
      <FormField label="EWC Code" htmlFor="scope3-ewc" error={errors.wasteCode?.message} hint="List of Waste code, e.g. 170107 mixed concrete, bricks, tiles.">
        <Input list="scope3-ewc-codes" inputMode="numeric" placeholder="e.g. 170904" {...form.register("wasteCode", { onChange: unconfirm })} />
      </FormField>
      {mismatch && (
        <MaterialConfirmation
          id="scope3-material-confirmed"
          className="sm:col-span-2"
          code={normaliseWasteCode(code)}
          material={material}
          expected={suggestWasteMaterials(code)}
          error={form.formState.errors.wasteMaterialConfirmed?.message}
          {...form.register("wasteMaterialConfirmed")}
        />
      )}
      <datalist id="scope3-ewc-codes">
        {codes.data?.items.map((c) => (
          <option key={c.code} value={c.code}>
            {`${c.code}${c.isHazardous ? "*" : ""} ${c.description}`}
          </option>
        ))}
      </datalist>
    </>
  );
}

/** Purchased goods and subcontractors: a DESNZ Material use factor or one of the company's own; the unit is the factor's. */
export function FactorFields({ form, initialFactor }: { form: Form; initialFactor: string | null }) {
  const { errors } = form.formState;
  const [q, setQ] = useState("");
  const search = useDebounced(q.trim(), 300);
  const company = useFactorOptions({ company: true, q: search || undefined });
  const desnz = useFactorOptions({ sheet: "Material use", company: false, q: search || undefined });
  const factorId = useWatch({ control: form.control, name: "factorId" }) ?? "";
  const all = useMemo(() => [...(company.data?.items ?? []), ...(desnz.data?.items ?? [])], [company.data, desnz.data]);
  const chosen = all.find((f) => f.factorId === factorId);
  const label = (f: FactorView) => `${f.name}: ${num(f.value)} kg CO2e per ${f.unit}`.replace(/ per tonnes$/, " per tonne");

  const pick = (id: string) => {
    form.setValue("factorId", id, { shouldValidate: form.formState.isSubmitted });
    const f = all.find((x) => x.factorId === id);
    if (f) form.setValue("unit", f.unit, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <>
      <div className="grid gap-2 sm:col-span-2">
        <FormField
          label="Conversion Factor"
          htmlFor="scope3-factor"
          error={errors.factorId?.message}
          required
          hint={desnz.data ? `DESNZ ${desnz.data.year} Material use, and your company's own factors (Carbon Standards).` : undefined}
        >
          <Select value={factorId} onChange={(e) => pick(e.target.value)} placeholder="Choose a factor">
            {factorId && !chosen && <option value={factorId}>{initialFactor === factorId ? `Factor ${factorId} (as saved)` : factorId}</option>}
            {company.data && company.data.items.length > 0 && (
              <optgroup label="Company factors">
                {company.data.items.map((f) => (
                  <option key={f.factorId} value={f.factorId}>
                    {`${label(f)} · ${f.source}`}
                  </option>
                ))}
              </optgroup>
            )}
            {desnz.data && desnz.data.items.length > 0 && (
              <optgroup label={`DESNZ ${desnz.data.year} Material use`}>
                {desnz.data.items.map((f) => (
                  <option key={f.factorId} value={f.factorId}>
                    {label(f)}
                  </option>
                ))}
              </optgroup>
            )}
          </Select>
        </FormField>
        <SearchInput
          aria-label="Search conversion factors"
          placeholder="Search factors, e.g. concrete, steel"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <QuantityField
        form={form}
        unitControl={<Input readOnly tabIndex={-1} placeholder="The factor's unit" className="bg-slate-50" {...form.register("unit")} />}
      />
    </>
  );
}

export function SupplierReportedFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <>
      <QuantityField form={form} unitControl={<Input placeholder="e.g. tonnes, m², job" {...form.register("unit")} />} />
      <FormField
        label="Carbon (kg CO2e)"
        htmlFor="scope3-carbon"
        error={errors.carbonEmitted?.message}
        required
        hint="As stated by the supplier, e.g. on an EPD or their carbon report."
      >
        <Input type="number" inputMode="decimal" step="any" min="0" className="tabular-nums" {...form.register("carbonEmitted", { setValueAs: emptyToNull })} />
      </FormField>
    </>
  );
}
