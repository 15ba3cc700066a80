import type { ComponentType, ReactNode } from "react";
import { useNavigate, useParams } from "@web/lib/router";
import { Truck } from "lucide-react";
import { BackTitle, NoAccess, RecordMissing, ScreenFrame, recordState } from "@web/components/screen/screen-parts";
import type { PermissionAction } from "@web/lib/record-rights";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useVehicle } from "@web/features/fleet/api/fleet";
import { VehicleForm } from "@web/features/fleet/components/vehicle-form";
import { FleetSections, type FleetSection } from "@web/features/fleet/components/fleet-sections";
import { WalkaroundChecksSection } from "@web/features/vehicle-checks/components/walkaround-checks-section";
import { LicenceChecksSection } from "@web/features/vehicle-checks/components/licence-checks-section";
import { SafetyInspectionsSection } from "@web/features/vehicle-compliance/components/safety-inspections-section";
import { TachographSection } from "@web/features/vehicle-compliance/components/tachograph-section";
import { FuelSection } from "@web/features/vehicle-compliance/components/fuel-section";
import { PublicDataPanel } from "@web/features/vehicle-compliance/components/public-data-panel";

/**
 * Sections other features add to a vehicle's page (walkaround checks, licence checks, HGV inspections,
 * tachograph, fuel): ONE line each, `{ key, label, Section, after: "summary" }`, Section taking
 * `{ vehicleId }`. The fleet's own sections are features/fleet/components/fleet-sections.tsx.
 */
const VEHICLE_EXTRA_SECTIONS: (FleetSection & { after?: string })[] = [
  { key: "walkaround", label: "Walkaround checks", Section: WalkaroundChecksSection, after: "summary" },
  { key: "licences", label: "Licence checks", Section: LicenceChecksSection, after: "drivers" },
  { key: "safety-inspections", label: "Safety inspections", Section: HgvOnly(SafetyInspectionsSection), after: "walkaround" },
  { key: "tachograph", label: "Tachograph", Section: HgvOnly(TachographSection), after: "safety-inspections" },
  { key: "public-data", label: "DVLA and DVSA", Section: PublicDataPanel, after: "details" },
  { key: "fuel", label: "Fuel", Section: FuelSection, after: "mileage" },
];

/** An operator-licence section, given whether the vehicle is on the licence (its own read is cached). */
function HgvOnly(Section: ComponentType<{ vehicleId: number; operatorLicence?: boolean }>) {
  return function OperatorLicenceSection({ vehicleId }: { vehicleId: number }) {
    const vehicle = useVehicle(vehicleId);
    return vehicle.data ? <Section vehicleId={vehicleId} operatorLicence={vehicle.data.operatorLicence} /> : null;
  };
}

/**
 * /fleet/new and /fleet/{id}/edit (product.md §2.1). The edit page is the vehicle's page: whether it
 * may be driven and what is due, its drivers, its details, then its mileage, services, documents,
 * pictures and history (fleet-sections.tsx, and the other parts' sections above).
 */
export default function VehiclePage() {
  const { id: raw } = useParams();
  const navigate = useNavigate();
  const can = usePermission();
  const id = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const vehicle = useVehicle(id);
  const isNew = raw === undefined;

  if (!can("Fleet Management", isNew ? "create" : "view")) return <Forbidden action={isNew ? "create" : "view"} />;
  if (isNew)
    return (
      <Frame>
        <Title title="Add vehicle" />
        <VehicleForm vehicle={null} onDone={(saved) => navigate(`/fleet/${saved}/edit`)} onCancel={() => navigate("/fleet")} />
      </Frame>
    );
  const state = recordState(vehicle, {
    missing: <RecordMissing icon={Truck} title="Vehicle not found" back={{ to: "/fleet", label: "Back to Fleet" }} />,
    errorTitle: "The vehicle could not be loaded",
    elsewhere: id === null,
    tall: true,
  });
  if ("view" in state) return <Frame>{state.view}</Frame>;
  return (
    <Frame>
      <Title title={state.data.vehicleName} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <FleetSections vehicleId={state.data.id} extra={VEHICLE_EXTRA_SECTIONS} />
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <ScreenFrame width="4xl">{children}</ScreenFrame>;
}

function Title({ title }: { title: string }) {
  return <BackTitle back="/fleet" backLabel="Back to Fleet" title={title} />;
}

function Forbidden({ action }: { action: PermissionAction }) {
  return (
    <Frame>
      <NoAccess area="Fleet" action={action} />
    </Frame>
  );
}
