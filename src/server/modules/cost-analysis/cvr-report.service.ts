import type { FastifyReply, FastifyRequest } from "fastify";
import { monthLabel } from "@shared/rules/cvr";
import type { Db } from "../../db/client";
import type { Config } from "../../config";
import { requireUser } from "../../platform/access";
import { audit, contractRecord } from "../../platform/audit";
import type { CsvExports } from "../../platform/csv-export";
import { notFound } from "../../platform/errors";
import { pdfCompany } from "../../platform/pdf-company";
import type { PdfRenderer } from "../../platform/pdf-renderer";
import { sendPdf } from "../../platform/pdf-reply";
import { getLiveProjectBySlug, type ProjectRow } from "../projects/project-lookup";
import * as repo from "./cvr-periods.repository";
import { buildSnapshot, notAhead, type CvrFigures } from "./cvr-periods.service";
import { forReader, isWhole, movementsOf, seesWorkerNames } from "./cvr-snapshots";
import { reportFilename, type CvrReport } from "./cvr-report.content";
import { cvrWorkbook } from "./cvr-report.xlsx";
import { CATEGORY } from "./variations.service";

/**
 * A month's CVR report (decision 0081): a closed month prints the snapshot it locked and why it moved;
 * the open month (or a month with no row after the last closed one, not to come) prints a draft
 * worked out now with the same figures a close would use, not stored. A month with no row on or
 * before the last closed one has no report of its own: its figures closed in a later month's.
 */

export type ReportDeps = { db: Db; config: Config; pdfs: PdfRenderer; csv: CsvExports; figures: CvrFigures | null };

export const noReportOfItsOwn = (month: string, holder: string) =>
  `${monthLabel(month)} has no CVR of its own: it closed with ${monthLabel(holder)}, whose report holds its figures`;

/** Who closed a month, as the report names them. */
const closerName = (p: repo.PeriodWithPeople) => p.closedBy?.name ?? (p.row.closedBy === null ? "the daily job" : "a former user");

/** The report's content for `month` as this reader may see it (labour by name only with Workforce edit). */
export async function reportContent(db: Db, project: ProjectRow, month: string, figures: CvrFigures | null, seesNames: boolean): Promise<CvrReport> {
  const contract = { name: project.name, reference: project.code, client: project.clientName, slug: project.slug };
  const base = { contract, month, generatedAt: new Date().toISOString() };
  const found = await repo.findPeriod(db, project.id, month);
  if (found?.row.status === "closed") {
    const snapshot = found.row.snapshot as CvrReport["snapshot"];
    const whole = isWhole(snapshot);
    return {
      ...base,
      draft: false,
      closed: { at: (found.row.closedAt ?? found.row.updatedAt).toISOString(), by: closerName(found) },
      snapshot: whole ? forReader(snapshot, seesNames) : snapshot,
      movements: whole ? await movementsOf(db, project.id, snapshot, seesNames) : null,
    };
  }
  const lastClosed = await repo.lastClosedMonth(db, project.id);
  if (lastClosed !== null && month <= lastClosed) {
    const holder = (await repo.monthsOf(db, project.id)).find((m) => m.status === "closed" && m.month > month)!.month;
    throw notFound(noReportOfItsOwn(month, holder));
  }
  const period = { month, valueApplied: found?.row.valueApplied ?? null, valueCertified: found?.row.valueCertified ?? null };
  const snapshot = await db.transaction((tx) => buildSnapshot(tx, project, period, figures));
  const whole = isWhole(snapshot);
  return {
    ...base,
    draft: true,
    closed: null,
    snapshot: whole ? forReader(snapshot, seesNames) : snapshot,
    movements: whole ? await movementsOf(db, project.id, snapshot, seesNames) : null,
  };
}

async function logExport(db: Db, request: FastifyRequest, project: ProjectRow, report: CvrReport, format: "pdf" | "xlsx") {
  await audit(db, request, {
    action: "cvr_report_exported",
    description: `Exported the CVR for ${monthLabel(report.month)}${report.draft ? " (draft)" : ""} on ${project.name} as ${format.toUpperCase()}`,
    ...contractRecord("project", CATEGORY, project.id, project, { month: report.month, format, draft: report.draft }),
  });
}

export async function exportCvrReport(deps: ReportDeps, request: FastifyRequest, reply: FastifyReply, slug: string, month: string, format: "pdf" | "xlsx") {
  const user = requireUser(request);
  notAhead(month);
  const project = await getLiveProjectBySlug(deps.db, slug);
  const seesNames = await seesWorkerNames(deps.db, user.role);
  if (format === "xlsx") {
    // The exports' places (per user and in all) are taken first, and held while the figures are read.
    return deps.csv.sendWorkbook(request, reply, async () => {
      const report = await reportContent(deps.db, project, month, deps.figures, seesNames);
      const file = await cvrWorkbook(report);
      await logExport(deps.db, request, project, report, format);
      return { filename: reportFilename(report, "xlsx"), file };
    });
  }
  // The place on the PDF workers is taken first (decision 0053's limits), and held while the figures are read.
  const drawn = await deps.pdfs.run(request, async (draw) => {
    const report = await reportContent(deps.db, project, month, deps.figures, seesNames);
    const company = await pdfCompany(deps.db, deps.config);
    const pdf = await draw("cvr-report", { company, report });
    await logExport(deps.db, request, project, report, format);
    return { pdf, filename: reportFilename(report, "pdf") };
  });
  return sendPdf(reply, drawn, "attachment");
}
