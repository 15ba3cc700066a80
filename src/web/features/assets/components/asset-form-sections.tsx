import {
  ASSET_CONDITION_LABELS,
  ASSET_FUEL_TYPE_LABELS,
  ASSET_OWNERSHIP_LABELS,
  ASSET_STATUS_LABELS,
  ASSET_TYPE_LABELS,
  ENGINE_STAGE_LABELS,
} from "@shared/assets/asset";
import type { AssetDetail, AssetOptions } from "@shared/assets/asset-register";
import { LIFTING_USE_LABELS } from "@shared/rules/inspections";
import { FormField } from "@web/components/ui/form-field";
import { Select } from "@web/components/ui/select";
import { Section, fieldsOf, type AssetFormApi } from "./asset-form-fields";

/**
 * The asset form's cards, in the order a person fills them in: what it is, what it cost, where it is,
 * what is due, what the law asks of it, its hire, its engine, notes.
 */
export function AssetFormSections({ form, asset, options }: { form: AssetFormApi; asset: AssetDetail | null; options: AssetOptions | undefined }) {
  const f = fieldsOf(form);
  const hired = form.watch("ownership") === "hired_in";
  const lifting = Boolean(form.watch("liftingUse"));
  return (
    <>
      <Section title="Identity">
        {f.text("name", "Name", { placeholder: "e.g. JCB 540-140 telehandler", autoComplete: "off" }, { required: true, wide: true })}
        {f.select("type", "Type", ASSET_TYPE_LABELS, "Choose a type", { required: true })}
        {f.text(
          "category",
          "Category",
          { list: "asset-categories", placeholder: "e.g. Telehandler" },
          { hint: "Plant categories name the cards their operators need." },
        )}
        <datalist id="asset-categories">
          {(options?.categories ?? []).map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        {f.text("manufacturer", "Manufacturer", { placeholder: "e.g. JCB" })}
        {f.text("model", "Model", { placeholder: "e.g. 540-140" })}
        {f.text("serialNumber", "Serial number", { autoCapitalize: "characters" })}
      </Section>
      <Section title="Value and purchase">
        {f.number("purchasePrice", "Purchase price (£)", "e.g. 85000.00")}
        {f.number("currentValue", "Current value (£)", "e.g. 62000.00")}
        {f.day("purchaseDate", "Purchase date")}
        {f.text("supplier", "Supplier", { placeholder: "Who it was bought from" })}
        {f.day("warrantyExpiry", "Warranty expiry")}
        {f.area("insuranceDetails", "Insurance details", "Insurer, policy number, cover")}
      </Section>
      <Section
        title="Place and status"
        text={asset ? "It moves to another contract, or back to the yard, with Move (the history keeps each move)." : undefined}
      >
        {asset ? (
          <div className="grid gap-1 text-sm">
            <span className="font-medium text-slate-700">Place</span>
            <span className="text-slate-900">{asset.contract?.name ?? "Yard"}</span>
          </div>
        ) : (
          <FormField
            label="Place"
            htmlFor="asset-projectId"
            error={form.formState.errors.projectId?.message as string | undefined}
            hint="The contract it starts on, or the yard."
          >
            <Select
              id="asset-projectId"
              placeholder="Yard"
              options={(options?.contracts ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              {...form.register("projectId")}
            />
          </FormField>
        )}
        {f.text("location", "Location", { placeholder: "e.g. Bay 3, container 2" })}
        {f.select("status", "Status", ASSET_STATUS_LABELS)}
        {f.select("condition", "Condition", ASSET_CONDITION_LABELS, "Not recorded")}
      </Section>
      <Section title="Maintenance and inspections" text="Due by date, engine hours or miles, whichever comes first.">
        {f.day("lastMaintenanceDate", "Last maintenance")}
        {f.day("nextMaintenanceDate", "Next maintenance")}
        {f.number("maintenanceInterval", "Maintenance every (days)", "e.g. 90")}
        {f.number("maintenanceIntervalHours", "Maintenance every (engine hours)", "e.g. 250")}
        {f.number("maintenanceIntervalMiles", "Maintenance every (miles)", "e.g. 10000")}
        <div className="hidden sm:block" />
        {f.day("lastInspectionDate", "Last inspection (PUWER)")}
        {f.day("nextInspectionDate", "Next inspection (PUWER)")}
        {f.number("inspectionInterval", "Inspection every (days)", "e.g. 180")}
        {f.number("inspectionIntervalHours", "Inspection every (engine hours)", "e.g. 500")}
        {f.number("inspectionIntervalMiles", "Inspection every (miles)")}
        {f.text("certificationsRequired", "Certifications required", { placeholder: "e.g. LOLER, PUWER" })}
      </Section>
      <Section
        title="Lifting and electrical"
        text="What the law asks of it: LOLER thorough examinations for lifting equipment, HSG107's checks for 110 V tools."
      >
        {f.select("liftingUse", "Lifting equipment", LIFTING_USE_LABELS, "Not lifting equipment", { wide: true })}
        {lifting &&
          f.number(
            "examinationSchemeMonths",
            "Examination scheme (months)",
            "6 or 12 by default",
            "Only when a competent person's scheme sets the interval: 1 to 24.",
          )}
        {lifting &&
          f.tick("dependsOnInstallation", "Safety depends on installation", "A tower crane or a hoist: examined again after installation at each new site.")}
        {f.tick(
          "portableElectrical",
          "Portable electrical tool (110 V)",
          "User checks, formal visual inspections and combined inspection and test at the company's intervals.",
        )}
      </Section>
      <Section title="Hire">
        {f.select("ownership", "Ownership", ASSET_OWNERSHIP_LABELS)}
        {hired && f.text("hireSupplier", "Hire supplier", { placeholder: "e.g. Speedy Hire" }, { required: true })}
        {hired && f.text("hireOrderReference", "Hire order reference")}
        {hired && f.day("onHireDate", "On-hire date")}
        {hired && f.day("offHireDate", "Off-hire date")}
        {hired && f.text("offHireReference", "Off-hire reference")}
        {hired && f.day("collectionDate", "Collection date")}
      </Section>
      <Section title="Engine and vibration" text="Meters, fuel and engine for the diary's carbon and London's NRMM register; a tool's vibration for HAVS.">
        {f.number("operatingHours", "Hour meter (engine hours)", "e.g. 1250.5", asset ? "A new figure is recorded as today's reading." : undefined)}
        {f.number("mileage", "Odometer (miles)", "e.g. 12000")}
        {f.select("fuelType", "Fuel type", ASSET_FUEL_TYPE_LABELS, "Not recorded")}
        {f.select("engineStage", "Engine stage", ENGINE_STAGE_LABELS, "Not recorded")}
        {f.number("enginePowerKw", "Engine power (kW)", "e.g. 55")}
        {f.number("vibrationMagnitude", "Vibration magnitude (m/s²)", "e.g. 3.5")}
      </Section>
      <Section title="Notes">{f.area("notes", "Notes", "Anything the site team should know")}</Section>
    </>
  );
}
