import { FLEET_DOCUMENT_CATEGORY_LABELS } from "@shared/fleet/fleet";
import { fleetDocumentFieldsSchema } from "@shared/fleet/fleet-register";
import { RecordDocuments } from "@web/components/register/record-documents";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useAddVehicleDocument, useRemoveVehicleDocument, useUpdateVehicleDocument, useVehicle } from "../api/fleet";

const WRITES = { useAdd: useAddVehicleDocument, useUpdate: useUpdateVehicleDocument, useRemove: useRemoveVehicleDocument };

/**
 * The vehicle's documents (V5C, insurance certificate, MOT certificate, service records, finance), each
 * with its expiry state from the server (the one expiry rule) and its file; an upload form, and the same
 * form in a document's place to change its details (the file stays).
 */
export function VehicleDocuments({ vehicleId }: { vehicleId: number }) {
  const vehicle = useVehicle(vehicleId);
  const can = usePermission();
  return (
    <RecordDocuments
      recordId={vehicleId}
      description="V5C, insurance and MOT certificates, service records and finance, with their expiry."
      read={vehicle}
      canEdit={can("Fleet Management", "edit")}
      schema={fleetDocumentFieldsSchema}
      categories={FLEET_DOCUMENT_CATEGORY_LABELS}
      writes={WRITES}
      idPrefix="vehicle-doc"
      placeholders={{ title: "e.g. MOT certificate 2026", notes: "e.g. Advisory: front tyres" }}
      uploadError="toast"
    />
  );
}
