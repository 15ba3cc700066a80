import type { FastifyRequest } from "fastify";
import { diaryExportFilename, type DiaryExportQuery } from "@shared/diary-export/diary-export";
import type { Db } from "../../db/client";
import type { Config } from "../../config";
import { audit } from "../../platform/audit";
import { HttpError } from "../../platform/errors";
import type { PdfCompany } from "../../platform/pdf";
import { getCompanyProfile } from "../company/company.service";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { loadExportData } from "./diary-export.data";
import { renderDiaryPdf } from "./diary-export.pdf";

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

/** Builds the diary PDF for a date range and audits the export; the document streams as pdfkit writes it. */
export async function exportDiary(db: Db, config: Config, request: FastifyRequest, slug: string, q: DiaryExportQuery) {
  const project = await getLiveProjectBySlug(db, slug);
  const [company, data] = await Promise.all([pdfCompany(db, config), loadExportData(db, project, q.from, q.to)]);
  await audit(db, request, {
    action: "diary_exported",
    description: `Exported the diary of ${project.name} from ${q.from} to ${q.to} as PDF (${data.entryCount} ${data.entryCount === 1 ? "entry" : "entries"})`,
    entityType: "project",
    entityId: project.id,
    entityName: project.name,
    category: "projects",
    metadata: { from: q.from, to: q.to, entries: data.entryCount },
  });
  const doc = renderDiaryPdf({ company, project, from: q.from, to: q.to, data });
  return { doc, filename: diaryExportFilename(project.slug, q.from, q.to) };
}
