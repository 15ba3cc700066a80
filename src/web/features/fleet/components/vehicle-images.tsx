import { ImagePlus } from "lucide-react";
import { ImageGallery } from "@web/components/register/image-gallery";
import { Card, CardContent } from "@web/components/ui/card";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useAddVehicleImages, useRemoveVehicleImage, useVehicle } from "../api/fleet";

/** The vehicle's pictures: the first is the register's; upload (the files store's limits and type checks) and delete. */
export function VehicleImages({ vehicleId }: { vehicleId: number }) {
  const vehicle = useVehicle(vehicleId);
  const add = useAddVehicleImages(vehicleId);
  const remove = useRemoveVehicleImage(vehicleId);
  const can = usePermission();
  if (!vehicle.data) return null;
  return (
    <Card>
      <CardContent className="pt-4 sm:pt-6">
        <ImageGallery
          id="vehicle-images-title"
          noun={["picture", "pictures"]}
          icon={ImagePlus}
          images={vehicle.data.images.map((img) => ({ fileId: img.fileId, originalName: img.originalName, href: img.url }))}
          canEdit={can("Fleet Management", "edit")}
          add={add}
          remove={remove}
          removal={{ verb: "Delete", note: (name) => `${name} will be deleted.` }}
        />
      </CardContent>
    </Card>
  );
}
