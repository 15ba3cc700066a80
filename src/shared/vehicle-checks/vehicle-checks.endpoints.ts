import { fleetEndpoints } from "@shared/fleet/fleet.endpoints";
import { z } from "zod";
import { endpoint, fileResponse, multipart, noContent, under, type Changes } from "../common/contract";
import { idListSchema, idParams } from "../common/ids";
import { pageQuery } from "../common/paging";
import {
  clearDefectSchema,
  clearedWalkaroundSchema,
  recentChecksQuery,
  recordedWalkaroundSchema,
  walkaroundCheckListSchema,
  walkaroundCheckSchema,
  walkaroundFormSchema,
  walkaroundCheckViewSchema,
  walkaroundItemParams,
  walkaroundPhotoParams,
  MAX_DEFECT_PHOTOS,
} from "./walkaround";
import {
  driverChecksQuery,
  licenceCheckListSchema,
  licenceCheckSchema,
  licenceCheckViewSchema,
  licenceStatusSchema,
  vehicleDriversLicencesSchema,
} from "./licence-checks";

/**
 * A vehicle's daily walkaround checks and its drivers' licence checks (issue 33), under the fleet's
 * prefix and its page, Fleet Management. A driver records a check (create); only an authorised person
 * (edit) clears a defect. Company-wide reads sit beside the vehicle's: /api/fleet/walkaround-checks and
 * /api/fleet/licence-checks, whose static segment the router matches before a vehicle's /:id.
 */
export const vehicleParams = idParams("Vehicle not found");
export const walkaroundParams = idParams("Walkaround check not found");

export const walkaroundEndpoints = {
  checklist: endpoint({
    method: "GET",
    path: "/api/fleet/:id/walkaround-checklist",
    access: ["Fleet Management", "view"],
    summary: "What a walkaround check of this vehicle asks (DVSA's items, an HGV's extras), its drivers and its last mileage",
    params: vehicleParams,
    response: walkaroundFormSchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/api/fleet/:id/walkaround-checks",
    access: ["Fleet Management", "view"],
    summary: "A vehicle's walkaround checks, nil-defect ones too, newest first",
    params: vehicleParams,
    query: pageQuery,
    response: walkaroundCheckListSchema,
  }),
  record: endpoint({
    method: "POST",
    path: "/api/fleet/:id/walkaround-checks",
    access: ["Fleet Management", "create"],
    summary:
      "Record a walkaround check: every item OK, Defect (with a note) or N/A, the driver and the mileage (not lower than the last). A defect marked unsafe takes the vehicle off the road and tells the fleet's managers",
    params: vehicleParams,
    body: walkaroundCheckSchema,
    response: recordedWalkaroundSchema,
    status: 201,
  }),
  recent: endpoint({
    method: "GET",
    path: "/api/fleet/walkaround-checks",
    access: ["Fleet Management", "view"],
    summary: "The company's recent walkaround checks, open defects first (open=true: only those)",
    query: recentChecksQuery,
    response: walkaroundCheckListSchema,
  }),
  clear: endpoint({
    method: "POST",
    path: "/api/fleet/walkaround-checks/:id/clearance",
    access: ["Fleet Management", "edit"],
    summary:
      "Clear a check's defect with what was done to put it right; the vehicle goes back on the road when no unsafe defect is left (409 when there is nothing to clear)",
    params: walkaroundParams,
    body: clearDefectSchema,
    response: clearedWalkaroundSchema,
    status: 201,
  }),
  addPhotos: endpoint({
    method: "POST",
    path: "/api/fleet/walkaround-checks/:id/items/:key/photos",
    access: ["Fleet Management", "create"],
    summary: `Add photos (PNG, JPEG, WebP or GIF, 10 MB each) to one defect of a check, ${MAX_DEFECT_PHOTOS} at most a defect; refused once the defect is cleared (409)`,
    params: walkaroundItemParams,
    body: multipart(MAX_DEFECT_PHOTOS),
    response: walkaroundCheckViewSchema,
    status: 201,
  }),
  photo: endpoint({
    method: "GET",
    path: "/api/fleet/walkaround-checks/:id/items/:key/photos/:fileId",
    access: ["Fleet Management", "view"],
    summary: "A defect's photo, only through its check of a vehicle still in the fleet",
    params: walkaroundPhotoParams,
    response: fileResponse("application/octet-stream"),
  }),
  removePhoto: endpoint({
    method: "DELETE",
    path: "/api/fleet/walkaround-checks/:id/items/:key/photos/:fileId",
    access: ["Fleet Management", "edit"],
    summary: "Delete a defect's photo (one taken by mistake): the file goes with it",
    params: walkaroundPhotoParams,
    response: noContent,
    status: 204,
  }),
};

export const licenceCheckEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/fleet/licence-checks",
    access: ["Fleet Management", "view"],
    summary: "One driver's licence checks (workerId or userId), newest first",
    query: driverChecksQuery,
    response: licenceCheckListSchema,
  }),
  record: endpoint({
    method: "POST",
    path: "/api/fleet/licence-checks",
    access: ["Fleet Management", "create"],
    summary: "Record a driver's licence check: date, method, categories, points, expiry; the risk sets the next check (low 12, medium 6, high 3 months)",
    body: licenceCheckSchema,
    response: licenceCheckViewSchema,
    status: 201,
  }),
  vehicle: endpoint({
    method: "GET",
    path: "/api/fleet/:id/licence-checks",
    access: ["Fleet Management", "view"],
    summary: "A vehicle's drivers, each with their latest licence check, whether it is current and whether it covers the vehicle",
    params: vehicleParams,
    response: vehicleDriversLicencesSchema,
  }),
  status: endpoint({
    method: "GET",
    path: "/api/fleet/licence-status",
    access: ["Fleet Management", "view"],
    summary: "Of the vehicles asked about, those with a driver without a current licence check, or whose licence does not cover the vehicle",
    query: z.object({ ids: idListSchema(100, "Vehicle ids must be 1 to 100 ids separated by commas", "Vehicle ids") }),
    response: licenceStatusSchema,
  }),
};

/** A check or a clearance changes the vehicle's checks, the company list, and whether it is on the road. */
// The register's reads too: a check moves the mileage and may take the vehicle off the road.
export const walkaroundChanges: Changes = [walkaroundEndpoints.list, walkaroundEndpoints.recent, walkaroundEndpoints.checklist, under(fleetEndpoints.list)];
export const licenceCheckChanges: Changes = [licenceCheckEndpoints.list, licenceCheckEndpoints.vehicle, licenceCheckEndpoints.status];
