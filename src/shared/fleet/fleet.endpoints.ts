import { z } from "zod";
import { endpoint, fileResponse, multipart, under, type Changes } from "../common/contract";
import { pageQuery } from "../common/paging";
import { recordEndpoints } from "../common/record-endpoints";
import { fleetSchema, updateVehicleSchema, vehicleParams } from "./fleet";
import {
  exportFleetQuery,
  fleetDocumentFieldsSchema,
  fleetDocumentParams,
  fleetFileParams,
  fleetListSchema,
  fleetOptionsSchema,
  fleetServiceParams,
  listFleetQuery,
  vehicleDetailSchema,
} from "./fleet-register";
import {
  driverOptionSchema,
  driverOptionsQuery,
  fleetHistoryPageSchema,
  mileageInput,
  mileageReadingSchema,
  offRoadInput,
  serviceInput,
  serviceRecordSchema,
  vehicleDriversInput,
} from "./fleet-work";

const vehicle = recordEndpoints("fleet", "Fleet Management", vehicleParams);
const view = ["Fleet Management", "view"] as const;
const edit = ["Fleet Management", "edit"] as const;

/**
 * The fleet register (/fleet, issue 33) under the Fleet Management page permission: the list, the
 * vehicle, its drivers, mileage, services, history, pictures and documents. Walkaround checks, licence
 * checks, HGV inspections, tachograph downloads and fuel keep tables of their own.
 */
export const fleetEndpoints = {
  list: vehicle.list(
    "The fleet register: searched (name, plate, make, model, VIN), filtered (type, status, needs attention, driver), by name, paged; each vehicle's due flags and off road",
    listFleetQuery,
    fleetListSchema,
  ),
  options: endpoint({ method: "GET", path: "/api/fleet/options", access: view, summary: "The contracts a vehicle may work on", response: fleetOptionsSchema }),
  driverOptions: endpoint({
    method: "GET",
    path: "/api/fleet/driver-options",
    access: view,
    summary: "Workers and users by name (up to 20), for choosing a driver",
    query: driverOptionsQuery,
    response: z.array(driverOptionSchema),
  }),
  exportRegister: endpoint({
    method: "GET",
    path: "/api/fleet/export",
    access: view,
    summary: "The register with the list's filters, as CSV or XLSX (format)",
    query: exportFleetQuery,
    response: fileResponse("text/csv; charset=utf-8"),
  }),
  create: vehicle.create(
    "Add a vehicle (its plate checked as a UK registration and unique among live vehicles); a mileage given is its first reading",
    fleetSchema,
    vehicleDetailSchema,
  ),
  get: vehicle.get("One vehicle: every field, what is due, the drivers, pictures and documents", vehicleDetailSchema),
  update: vehicle.update(
    "Change a vehicle's fields (checked as a whole record); a status or driver change writes its history, a new mileage a reading (never lower than the last)",
    updateVehicleSchema,
    vehicleDetailSchema,
  ),
  remove: vehicle.remove("Delete a vehicle to the recycle bin (soft delete: its history, readings, pictures and documents stay with it)", "delete"),
  setDrivers: endpoint({
    method: "PUT",
    path: "/api/fleet/:id/drivers",
    access: edit,
    summary: "Set the driver (a worker or a user, or none) and the secondary drivers, replaced whole",
    params: vehicleParams,
    body: vehicleDriversInput,
    response: vehicleDetailSchema,
  }),
  setOffRoad: endpoint({
    method: "POST",
    path: "/api/fleet/:id/off-road",
    access: edit,
    summary: "Take a vehicle off the road (with the reason) or put it back on the road",
    params: vehicleParams,
    body: offRoadInput,
    response: vehicleDetailSchema,
  }),
  history: endpoint({
    method: "GET",
    path: "/api/fleet/:id/history",
    access: view,
    summary: "A vehicle's history (status, driver, off road, services), newest first, paged",
    params: vehicleParams,
    query: pageQuery,
    response: fleetHistoryPageSchema,
  }),
  mileage: endpoint({
    method: "GET",
    path: "/api/fleet/:id/mileage",
    access: view,
    summary: "A vehicle's mileage readings, newest first (the latest 100)",
    params: vehicleParams,
    response: z.array(mileageReadingSchema),
  }),
  addMileage: endpoint({
    method: "POST",
    path: "/api/fleet/:id/mileage",
    access: edit,
    summary: "Record a mileage reading on a day: never lower than the last one before it, nor higher than one after it",
    params: vehicleParams,
    body: mileageInput,
    response: mileageReadingSchema,
    status: 201,
  }),
  services: endpoint({
    method: "GET",
    path: "/api/fleet/:id/services",
    access: view,
    summary: "A vehicle's services, repairs, MOT tests and tyres, newest first",
    params: vehicleParams,
    response: z.array(serviceRecordSchema),
  }),
  addService: endpoint({
    method: "POST",
    path: "/api/fleet/:id/services",
    access: edit,
    summary: "Record a service, repair, MOT test or tyres; a service moves the last and next service, its mileage is a reading",
    params: vehicleParams,
    body: serviceInput,
    response: serviceRecordSchema,
    status: 201,
  }),
  removeService: endpoint({
    method: "DELETE",
    path: "/api/fleet/:id/services/:serviceId",
    access: edit,
    summary: "Delete a service record typed in error (the vehicle's last and next service stay as they are)",
    params: fleetServiceParams,
    response: z.object({ ok: z.literal(true) }),
  }),
  addImages: endpoint({
    method: "POST",
    path: "/api/fleet/:id/images",
    access: edit,
    summary: "Add up to 10 pictures (PNG, JPEG, WebP or GIF, 10 MB each); the first becomes the register's picture",
    params: vehicleParams,
    body: multipart(10),
    response: vehicleDetailSchema,
    status: 201,
  }),
  removeImage: endpoint({
    method: "DELETE",
    path: "/api/fleet/:id/images/:fileId",
    access: edit,
    summary: "Delete a vehicle's picture",
    params: fleetFileParams,
    response: vehicleDetailSchema,
  }),
  addDocument: endpoint({
    method: "POST",
    path: "/api/fleet/:id/documents",
    access: edit,
    summary: "Add a document (V5C, insurance, MOT certificate, service record, finance) with its file, 10 MB at most",
    params: vehicleParams,
    body: multipart(1, fleetDocumentFieldsSchema),
    response: vehicleDetailSchema,
    status: 201,
  }),
  updateDocument: endpoint({
    method: "PATCH",
    path: "/api/fleet/:id/documents/:documentId",
    access: edit,
    summary: "Change a document's category, title, expiry or notes",
    params: fleetDocumentParams,
    body: fleetDocumentFieldsSchema,
    response: vehicleDetailSchema,
  }),
  removeDocument: endpoint({
    method: "DELETE",
    path: "/api/fleet/:id/documents/:documentId",
    access: edit,
    summary: "Delete a vehicle's document and its file",
    params: fleetDocumentParams,
    response: vehicleDetailSchema,
  }),
  fileContent: endpoint({
    method: "GET",
    path: "/api/fleet/:id/files/:fileId",
    access: view,
    summary: "The bytes of a vehicle's picture or document",
    params: fleetFileParams,
    response: fileResponse("application/octet-stream"),
  }),
};

/** What a write here changes (decision 0062): every fleet read. */
export const fleetChanges: Changes = [under(fleetEndpoints.list)];
