import type { FastifyRequest } from "fastify";
import { carbonReportFilename, type FootprintQuery } from "@shared/carbon-footprint/carbon-footprint";
import type { Db } from "../../db/client";
import type { Config } from "../../config";
import { audit } from "../../platform/audit";
import { pdfProject } from "../../platform/pdf";
import type { PdfRenderer } from "../../platform/pdf-renderer";
import { presentFigure } from "../carbon/carbon-figures.service";
import { pdfCompany } from "../../platform/pdf-company";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { carbonAudience, reportProject } from "./carbon-audience";
import { figuresInRange } from "./carbon-footprint.repository";
import { projectFootprint } from "./carbon-footprint.service";
import { periodText } from "./carbon-report.pdf";
import { formatCarbon, formatCount } from "@shared/common/numbers";

/** The report lists at most this many figures; its totals always cover them all. */
export const MAX_REPORT_ENTRIES = 2000;

/** Reads the project's figures for the range, draws the report on a PDF worker and audits the export once the file is ready. */
export async function exportCarbonReport(db: Db, config: Config, pdfs: PdfRenderer, request: FastifyRequest, slug: string, q: FootprintQuery) {
  return pdfs.run(request, async (draw) => {
    const project = await getLiveProjectBySlug(db, slug);
    const [company, footprint, rows] = await Promise.all([
      pdfCompany(db, config),
      projectFootprint(db, project, q),
      figuresInRange(db, project.id, q, MAX_REPORT_ENTRIES),
    ]);
    const shown = reportProject(pdfProject(project), await carbonAudience(db, request));
    const pdf = await draw("carbon-report", {
      company,
      project: shown,
      data: { footprint, entries: rows.map(presentFigure), entryTotal: footprint.figureCount },
    });
    await audit(db, request, {
      action: "carbon_report_exported",
      description: `Exported the carbon report of ${project.name} (${periodText(q.from ?? null, q.to ?? null)}) as PDF: ${formatCarbon(footprint.totalKg)} from ${formatCount(footprint.figureCount)} ${footprint.figureCount === 1 ? "figure" : "figures"}`,
      entityType: "project",
      entityId: project.id,
      entityName: project.name,
      category: "reports",
      metadata: { from: q.from ?? null, to: q.to ?? null, totalKg: footprint.totalKg, figures: footprint.figureCount },
    });
    return { pdf, filename: carbonReportFilename(project.slug, q) };
  });
}
