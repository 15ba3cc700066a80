import { VEHICLE_CONDITION_LABELS, VEHICLE_FUEL_TYPE_LABELS, VEHICLE_OWNERSHIP_LABELS, VEHICLE_STATUS_LABELS, VEHICLE_TYPE_LABELS } from "@shared/fleet/fleet";
import { FormSection, recordFields } from "@web/components/forms/record-fields";
import type { VehicleFormApi } from "./vehicle-form";

/**
 * The vehicle form's cards, in the order a fleet manager fills them in: what it is, what is due (MOT,
 * tax, insurance), its servicing, mileage and fuel card, an HGV's duties, its purchase and finance, notes.
 */
export function VehicleFormSections({ form, contracts }: { form: VehicleFormApi; contracts: { id: number; name: string }[] }) {
  const f = recordFields(form, "vehicle");
  const hgv = form.watch("operatorLicence") || form.watch("vehicleType") === "truck";
  const financed = form.watch("ownership") !== "owned";
  const contractLabels = Object.fromEntries(contracts.map((c) => [String(c.id), c.name]));
  return (
    <>
      <FormSection title="Vehicle">
        {f.text("vehicleName", "Name", { placeholder: "e.g. Transit Custom - Site Van 3", autoComplete: "off" }, { required: true, wide: true })}
        {f.select("vehicleType", "Type", VEHICLE_TYPE_LABELS, "Choose a type", { required: true })}
        {f.text(
          "licensePlate",
          "Registration",
          { placeholder: "e.g. AB12 CDE", autoCapitalize: "characters", autoComplete: "off" },
          { hint: "A UK plate, shown as AB12 CDE." },
        )}
        {f.text("make", "Make", { placeholder: "e.g. Ford" })}
        {f.text("model", "Model", { placeholder: "e.g. Transit Custom 300" })}
        {f.number("year", "Year", "e.g. 2021")}
        {f.text("color", "Colour", { placeholder: "e.g. White" })}
        {f.text("vin", "VIN", { autoCapitalize: "characters", placeholder: "17 characters" })}
        {f.select("fuelType", "Fuel", VEHICLE_FUEL_TYPE_LABELS, "Not recorded")}
        {f.select("status", "Status", VEHICLE_STATUS_LABELS)}
        {f.select("condition", "Condition", VEHICLE_CONDITION_LABELS, "Not recorded")}
        {f.text("location", "Location", { placeholder: "e.g. Yard, Stourton" })}
        {f.select("projectId", "Contract", contractLabels, "None", { hint: "The contract it is working on, if any." })}
      </FormSection>
      <FormSection title="MOT, road tax and insurance" text="Flagged 30 days before each runs out, and in red once it has.">
        {f.day("motExpiry", "MOT expiry")}
        {f.day("lastMotDate", "Last MOT")}
        {f.day("roadTaxExpiry", "Road tax expiry")}
        {f.number("roadTaxCost", "Road tax cost (£)", "e.g. 335.00")}
        {f.day("insuranceExpiry", "Insurance expiry")}
        {f.text("insuranceProvider", "Insurer", { placeholder: "e.g. Aviva Fleet" })}
        {f.text("insurancePolicyNumber", "Policy number")}
        {f.number("insuranceExcess", "Insurance excess (£)", "e.g. 500.00")}
      </FormSection>
      <FormSection title="Servicing" text="Due by date or by miles, whichever comes first; due soon 1,000 miles ahead.">
        {f.day("lastServiceDate", "Last service")}
        {f.number("lastServiceMileage", "Mileage at last service", "e.g. 40000")}
        {f.day("nextServiceDate", "Next service")}
        {f.number("serviceIntervalMonths", "Service every (months)", "e.g. 12")}
        {f.number("serviceIntervalMiles", "Service every (miles)", "e.g. 20000")}
        {f.number("serviceCost", "Service cost (£)", "e.g. 245.00")}
        {f.text("garageName", "Garage", { placeholder: "e.g. Kirkstall Road Ford" })}
        {f.text("garagePhone", "Garage phone", { inputMode: "tel", placeholder: "e.g. 0113 496 0000" })}
      </FormSection>
      <FormSection title="Mileage and fuel card">
        {f.number("currentMileage", "Odometer (miles)", "e.g. 45000", "A new figure is recorded as today's reading; it cannot go down.")}
        {f.number("annualMileageAllowance", "Annual mileage allowance", "e.g. 25000")}
        {f.text("fuelCardNumber", "Fuel card number")}
        {f.text("fuelCardProvider", "Fuel card provider", { placeholder: "e.g. Allstar" })}
        {f.day("fuelCardExpiry", "Fuel card expiry")}
      </FormSection>
      <FormSection title="Goods vehicle (HGV)" text="Over 3,500 kg under an operator's licence: safety inspections and tachograph downloads apply.">
        {f.number("grossWeightKg", "Gross vehicle weight (kg)", "e.g. 18000")}
        {f.tick("operatorLicence", "Under the operator's licence", "Safety inspections at the declared interval and tachograph downloads are tracked.")}
        {hgv && f.number("safetyInspectionIntervalWeeks", "Safety inspection every (weeks)", "e.g. 6")}
        {hgv && f.day("lastSafetyInspectionDate", "Last safety inspection")}
        {hgv && f.day("lastTachoDownloadDate", "Last tachograph download")}
      </FormSection>
      <FormSection title="Purchase and finance">
        {f.select("ownership", "Ownership", VEHICLE_OWNERSHIP_LABELS)}
        {f.day("purchaseDate", "Purchase date")}
        {f.number("purchasePrice", "Purchase price (£)", "e.g. 34995.00")}
        {f.number("currentValue", "Current value (£)", "e.g. 17500.00")}
        {financed && f.text("financeProvider", "Finance or lease company", { placeholder: "e.g. Arval UK" })}
        {financed && f.text("financeAgreement", "Agreement number")}
        {financed && f.day("financeStartDate", "Agreement starts")}
        {financed && f.day("financeEndDate", "Agreement ends")}
        {financed && f.number("monthlyPayment", "Monthly payment (£)", "e.g. 389.50")}
      </FormSection>
      <FormSection title="Notes">{f.area("notes", "Notes", "Anything the drivers or the garage should know")}</FormSection>
    </>
  );
}
