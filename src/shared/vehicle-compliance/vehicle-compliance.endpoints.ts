import { fleetEndpoints } from "@shared/fleet/fleet.endpoints";
import { endpoint, under, type Changes } from "../common/contract";
import { fileResponse, multipart, noContent } from "../common/contract";
import { pageQuery } from "../common/paging";
import { vehicleParams } from "./vehicle";
import { recordedInspection, safetyInspectionList, safetyInspectionParams, safetyInspectionSchema, safetyInspectionView } from "./safety-inspections";
import { tachoDownloadSchema, tachoDownloadView, vehicleTachograph } from "./tachograph";
import { hgvPlan } from "./hgv-plan";

/**
 * An HGV's operator-licence duties (issue 33): safety inspections planned in ISO weeks and kept 15
 * months, tachograph downloads due, and the company's forward plan of both.
 */
export const hgvEndpoints = {
  plan: endpoint({
    method: "GET",
    path: "/api/fleet/hgv-plan",
    access: ["Fleet Management", "view"],
    summary:
      "Every vehicle on the operator licence with its last and next safety inspection weeks (ISO 8601) and vehicle unit download, and every driver's card download, each with its due state",
    response: hgvPlan,
  }),
  inspections: endpoint({
    method: "GET",
    path: "/api/fleet/:id/safety-inspections",
    access: ["Fleet Management", "view"],
    summary: "A vehicle's safety inspections, newest first, with its interval, last and next inspection weeks, due state and forward plan",
    params: vehicleParams,
    query: pageQuery,
    response: safetyInspectionList,
  }),
  recordInspection: endpoint({
    method: "POST",
    path: "/api/fleet/:id/safety-inspections",
    access: ["Fleet Management", "create"],
    summary:
      "Record a safety inspection (day, inspector, mileage, result, brake test %, defects) of a vehicle on the operator licence: it moves the last inspection and the plan; its mileage joins the readings",
    params: vehicleParams,
    body: safetyInspectionSchema,
    response: recordedInspection,
    status: 201,
  }),
  removeInspection: endpoint({
    method: "DELETE",
    path: "/api/fleet/:id/safety-inspections/:inspectionId",
    access: ["Fleet Management", "delete"],
    summary: "Delete a safety inspection to the recycle bin: refused (409) until 15 months after the day it was done",
    params: safetyInspectionParams,
    response: noContent,
    status: 204,
  }),
  attachReport: endpoint({
    method: "PUT",
    path: "/api/fleet/:id/safety-inspections/:inspectionId/report",
    access: ["Fleet Management", "create"],
    summary: "Attach the inspection's report (the garage's PDF or a photo of the sheet, 10 MB at most); one already attached is replaced",
    params: safetyInspectionParams,
    body: multipart(1),
    response: safetyInspectionView,
  }),
  report: endpoint({
    method: "GET",
    path: "/api/fleet/:id/safety-inspections/:inspectionId/report",
    access: ["Fleet Management", "view"],
    summary: "The inspection's report file, only through its vehicle still in the fleet",
    params: safetyInspectionParams,
    response: fileResponse("application/octet-stream"),
  }),
  tachograph: endpoint({
    method: "GET",
    path: "/api/fleet/:id/tachograph-downloads",
    access: ["Fleet Management", "view"],
    summary:
      "A vehicle's tachograph downloads, newest first, and what is due: its vehicle unit (every 90 days at most) and its drivers' cards (every 28 days at most)",
    params: vehicleParams,
    response: vehicleTachograph,
  }),
  recordTachograph: endpoint({
    method: "POST",
    path: "/api/fleet/:id/tachograph-downloads",
    access: ["Fleet Management", "create"],
    summary: "Record a tachograph download from the vehicle's unit, or from a driver's card (a worker or a user), on a day",
    params: vehicleParams,
    body: tachoDownloadSchema,
    response: tachoDownloadView,
    status: 201,
  }),
};

/** A record changes its vehicle's lists and the company plan. */
export const hgvChanges: Changes = [under(hgvEndpoints.inspections), under(hgvEndpoints.tachograph), hgvEndpoints.plan, under(fleetEndpoints.list)];
