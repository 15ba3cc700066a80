import type { ComponentType } from "react";
import { VehicleSummary } from "./vehicle-summary";
import { VehicleDrivers } from "./vehicle-drivers";
import { VehicleDetails } from "./vehicle-details";
import { VehicleMileage } from "./vehicle-mileage";
import { VehicleServices } from "./vehicle-services";
import { VehicleDocuments } from "./vehicle-documents";
import { VehicleImages } from "./vehicle-images";
import { VehicleHistory } from "./vehicle-history";

/**
 * The vehicle page's sections, in the order they show: what is due and whether it may be driven first,
 * then what is done on the road (checks), the drivers, the details form, and the records. Each is a
 * component taking `{ vehicleId }` that reads what it needs itself (the vehicle's own read is cached).
 *
 * ADDING A SECTION is ONE line here, at the place it should show, e.g. the walkaround checks after the
 * summary: `{ key: "walkaround", label: "Walkaround checks", Section: WalkaroundChecksSection },` (a
 * component of this feature, features/fleet/components). A section from another feature cannot be
 * imported here (a feature imports no other feature): it is one line in VEHICLE_EXTRA_SECTIONS of the
 * route (app/routes/fleet/vehicle-page.tsx), `{ key, label, Section, after: "summary" }`.
 */
export type FleetSection = { key: string; label: string; Section: ComponentType<{ vehicleId: number }> };

export const FLEET_SECTIONS: FleetSection[] = [
  { key: "summary", label: "Summary", Section: VehicleSummary },
  { key: "drivers", label: "Drivers", Section: VehicleDrivers },
  { key: "details", label: "Details", Section: VehicleDetails },
  { key: "mileage", label: "Mileage", Section: VehicleMileage },
  { key: "services", label: "Services", Section: VehicleServices },
  { key: "documents", label: "Documents", Section: VehicleDocuments },
  { key: "pictures", label: "Pictures", Section: VehicleImages },
  { key: "history", label: "History", Section: VehicleHistory },
];

/**
 * The sections in order; `extra` are other parts' sections, each placed after the section whose key it
 * names (`after`), or at the end.
 */
export function FleetSections({ vehicleId, extra = [] }: { vehicleId: number; extra?: (FleetSection & { after?: string })[] }) {
  const sections = [...FLEET_SECTIONS];
  for (const s of extra) {
    const at = s.after ? sections.findIndex((x) => x.key === s.after) : -1;
    sections.splice(at < 0 ? sections.length : at + 1, 0, s);
  }
  return (
    <>
      {sections.map(({ key, Section }) => (
        <Section key={key} vehicleId={vehicleId} />
      ))}
    </>
  );
}
