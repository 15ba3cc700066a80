import type { FastifyRequest } from "fastify";
import { carbonReportFilename, type FootprintQuery } from "@shared/carbon-footprint/carbon-footprint";
import type { Db } from "../../db/client";
import type { Config } from "../../config";
import { audit } from "../../platform/audit";
import { HttpError } from "../../platform/errors";
import type { PdfCompany } from "../../platform/pdf";
import { presentFigure } from "../carbon/carbon-figures.service";
import { getCompanyProfile } from "../company/company.service";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { figuresInRange } from "./carbon-footprint.repository";
import { projectFootprint } from "./carbon-footprint.service";
import { periodText, renderCarbonReport } from "./carbon-report.pdf";

/** The report lists at most this many figures; its totals always cover them all. */
export const MAX_REPORT_ENTRIES = 2000;

/** The company as the PDF's header shows it; before a profile exists, the configured company name alone. */
async function pdfCompany(db: Db, config: Config): Promise<PdfCompany> {
  try {
    const c = await getCompanyProfile(db);
    return {
      name: c.companyName,
      address: [c.registeredAddress, c.postcode].filter((s) => s?.trim()).join(", ") || null,
      brandColor: c.brandColor,
      logo: c.logoData ? { data: c.logoData, type: c.logoType } : null,
    };
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 404) return { name: config.companyName, address: null, brandColor: null, logo: null };
    throw e;
  }
}

/** Builds the carbon report for a project and range and audits the export; the document streams as pdfkit writes it. */
export async function exportCarbonReport(db: Db, config: Config, request: FastifyRequest, slug: string, q: FootprintQuery) {
  const project = await getLiveProjectBySlug(db, slug);
  const [company, footprint, rows] = await Promise.all([pdfCompany(db, config), projectFootprint(db, project, q), figuresInRange(db, project.id, q, MAX_REPORT_ENTRIES)]);
  await audit(db, request, {
    action: "carbon_report_exported",
    description: `Exported the carbon report of ${project.name} (${periodText(q.from ?? null, q.to ?? null)}) as PDF: ${footprint.totalKg.toLocaleString("en-GB")} kg CO2e from ${footprint.figureCount} ${footprint.figureCount === 1 ? "figure" : "figures"}`,
    entityType: "project",
    entityId: project.id,
    entityName: project.name,
    category: "reports",
    metadata: { from: q.from ?? null, to: q.to ?? null, totalKg: footprint.totalKg, figures: footprint.figureCount },
  });
  const doc = renderCarbonReport({ company, project, data: { footprint, entries: rows.map(presentFigure), entryTotal: footprint.figureCount } });
  return { doc, filename: carbonReportFilename(project.slug, q) };
}
