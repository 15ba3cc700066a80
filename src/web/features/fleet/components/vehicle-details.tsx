import { useNavigate } from "@web/lib/router";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { restoreNote } from "@web/lib/restore-note";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useDeleteVehicle, useVehicle } from "../api/fleet";
import { VehicleForm } from "./vehicle-form";

/** The Details section: the vehicle's form, saved in place, with Delete (to Delete Records) for those who may. */
export function VehicleDetails({ vehicleId }: { vehicleId: number }) {
  const { data: v } = useVehicle(vehicleId);
  const navigate = useNavigate();
  const can = usePermission();
  const remove = useDeleteVehicle();
  if (!v) return null;
  const drop = async () => {
    const ok = await confirm({
      title: `Delete ${v.vehicleName}?`,
      description: `${v.vehicleName} goes to Delete Records with its history, readings, pictures and documents. ${restoreNote()}`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(v.id, {
      onSuccess: () => {
        toast({ title: "Success", description: `${v.vehicleName} deleted` });
        navigate("/fleet");
      },
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the vehicle"), variant: "destructive" }),
    });
  };
  return (
    <section aria-label="Details">
      <VehicleForm
        key={v.updatedAt}
        vehicle={v}
        readOnly={!can("Fleet Management", "edit")}
        onDone={() => undefined}
        onCancel={() => navigate("/fleet")}
        onDelete={can("Fleet Management", "delete") ? () => void drop() : undefined}
        deleting={remove.isPending}
      />
    </section>
  );
}
