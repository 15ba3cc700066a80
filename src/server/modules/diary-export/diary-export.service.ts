import type { FastifyRequest } from "fastify";
import { diaryExportFilename, type DiaryExportQuery } from "@shared/diary-export/diary-export";
import type { Db } from "../../db/client";
import type { Config } from "../../config";
import { audit } from "../../platform/audit";
import { seesCarbon } from "../../platform/carbon-access";
import { pdfProject } from "../../platform/pdf";
import type { PdfRenderer } from "../../platform/pdf-renderer";
import { pdfCompany } from "../../platform/pdf-company";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { loadExportData } from "./diary-export.data";

/** Reads the diary for a date range, draws it on a PDF worker and audits the export once the file is ready. */
export async function exportDiary(db: Db, config: Config, pdfs: PdfRenderer, request: FastifyRequest, slug: string, q: DiaryExportQuery) {
  return pdfs.run(request, async (draw) => {
    const project = await getLiveProjectBySlug(db, slug);
    const [company, data] = await Promise.all([pdfCompany(db, config), loadExportData(db, project, q.from, q.to, { carbon: await seesCarbon(db, request) })]);
    const pdf = await draw("diary", { company, project: pdfProject(project), from: q.from, to: q.to, data });
    await audit(db, request, {
      action: "diary_exported",
      description: `Exported the diary of ${project.name} from ${q.from} to ${q.to} as PDF (${data.entryCount} ${data.entryCount === 1 ? "entry" : "entries"})`,
      entityType: "project",
      entityId: project.id,
      entityName: project.name,
      category: "projects",
      metadata: { from: q.from, to: q.to, entries: data.entryCount },
    });
    return { pdf, filename: diaryExportFilename(project.slug, q.from, q.to) };
  });
}
