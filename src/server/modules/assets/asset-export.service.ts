import type { FastifyReply } from "fastify";
import type { CsvCell } from "@shared/common/csv";
import { ukToday } from "@shared/common/uk-dates";
import { assetConditionLabel, assetOwnershipLabel, assetStatusLabel, assetTypeLabel } from "@shared/assets/asset";
import type { AssetFilters, AssetSummary } from "@shared/assets/asset-register";
import { dueStateLabel } from "@shared/rules/asset-due";
import { safeColourLabel } from "@shared/rules/inspections";
import type { ExportFormat, CsvExports } from "../../platform/csv-export";
import { pagesByOffset } from "../../platform/csv-export";
import type { Ctx } from "./asset-record";
import * as repo from "./assets.repository";
import { listContext, presentListedAssets } from "./assets.service";

/**
 * The register as CSV or XLSX with the list's filters (issue 32), a page at a time: each row as the
 * list shows it, its safe-to-use colour and first reason, what is due and its flags, in words.
 */

const HEADER = [
  "Name",
  "Type",
  "Category",
  "Manufacturer",
  "Model",
  "Serial number",
  "Status",
  "Condition",
  "Place",
  "Location",
  "Holder",
  "Due back",
  "Ownership",
  "Hire supplier",
  "Safe to use",
  "Reason",
  "Out of use",
  "Maintenance due",
  "Maintenance state",
  "Overdue return",
  "Idle hire",
  "No hire evidence",
] as const;

const yesNo = (v: boolean) => (v ? "Yes" : "No");

function cells(a: AssetSummary): CsvCell[] {
  return [
    a.name,
    assetTypeLabel(a.type),
    a.category,
    a.manufacturer,
    a.model,
    a.serialNumber,
    assetStatusLabel(a.status),
    a.condition ? assetConditionLabel(a.condition) : null,
    a.contract?.name ?? "Yard",
    a.location,
    a.holder?.name ?? null,
    a.dueBack,
    assetOwnershipLabel(a.ownership),
    a.hireSupplier,
    safeColourLabel(a.safe.colour),
    a.safe.reasons[0]?.text ?? null,
    yesNo(a.outOfUse),
    a.maintenanceDue.dueDay,
    dueStateLabel(a.maintenanceDue.state),
    yesNo(a.flags.overdueReturn),
    yesNo(a.flags.idleHire),
    yesNo(a.flags.noHireEvidence),
  ];
}

export async function exportAssets(ctx: Ctx, csv: CsvExports, reply: FastifyReply, f: AssetFilters & { format: ExportFormat }) {
  const { format, ...filters } = f;
  const c = await listContext(ctx.db, ukToday());
  return csv.send(
    ctx.request,
    reply,
    {
      filename: `assets-${c.today}.${format}`,
      header: HEADER,
      count: (atMost) => repo.countAssetsUpTo(ctx.db, filters, c, atMost),
      pages: () =>
        pagesByOffset(async (limit, offset) => presentListedAssets(ctx.db, await repo.pageOfAssets(ctx.db, filters, c, limit, offset), c.today), cells),
      sheet: { name: "Assets", widths: { Name: 32, Place: 28, Reason: 40, Holder: 24, "Hire supplier": 24 } },
    },
    format,
  );
}
