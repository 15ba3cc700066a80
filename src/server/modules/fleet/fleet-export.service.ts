import type { FastifyReply } from "fastify";
import type { CsvCell } from "@shared/common/csv";
import { ukToday } from "@shared/common/uk-dates";
import { vehicleOwnershipLabel, vehicleStatusLabel, vehicleTypeLabel } from "@shared/fleet/fleet";
import type { FleetFilters, VehicleSummary } from "@shared/fleet/fleet-register";
import type { CsvExports, ExportFormat } from "../../platform/csv-export";
import { pagesByOffset } from "../../platform/csv-export";
import type { Ctx } from "./fleet-record";
import * as repo from "./fleet.repository";
import { presentListedVehicles } from "./fleet.service";

/** The register as CSV or XLSX with the list's filters (issue 33), a page at a time: each row as the list shows it, its flags in words. */

const HEADER = [
  "Vehicle",
  "Registration",
  "Type",
  "Make",
  "Model",
  "Year",
  "Status",
  "Off road",
  "Off road reason",
  "Ownership",
  "Driver",
  "Mileage",
  "MOT expiry",
  "Road tax expiry",
  "Insurance expiry",
  "Next service",
  "Due or overdue",
] as const;

function cells(v: VehicleSummary): CsvCell[] {
  return [
    v.vehicleName,
    v.plate,
    vehicleTypeLabel(v.vehicleType),
    v.make,
    v.model,
    v.year,
    vehicleStatusLabel(v.status),
    v.offRoad ? "Yes" : "No",
    v.offRoadReason,
    vehicleOwnershipLabel(v.ownership),
    v.driver?.name ?? null,
    v.currentMileage,
    v.motExpiry,
    v.roadTaxExpiry,
    v.insuranceExpiry,
    v.nextServiceDate,
    v.flags.map((f) => f.text).join("; ") || null,
  ];
}

export async function exportFleet(ctx: Ctx, csv: CsvExports, reply: FastifyReply, f: FleetFilters & { format: ExportFormat }) {
  const { format, ...filters } = f;
  const today = ukToday();
  return csv.send(
    ctx.request,
    reply,
    {
      filename: `fleet-${today}.${format}`,
      header: HEADER,
      count: (atMost) => repo.countFleetUpTo(ctx.db, filters, today, atMost),
      pages: () =>
        pagesByOffset(async (limit, offset) => presentListedVehicles(ctx.db, await repo.pageOfFleet(ctx.db, filters, today, limit, offset), today), cells),
      sheet: { name: "Fleet", widths: { Vehicle: 32, Driver: 24, "Due or overdue": 48, "Off road reason": 32 } },
    },
    format,
  );
}
