import { diaryExportEndpoints } from "@shared/diary-export/diary-export.endpoints";
import { route } from "../../platform/endpoints";
import { contentDisposition } from "../../platform/file-names";
import type { Module } from "../../platform/module";
import { exportDiary } from "./diary-export.service";

/** A project's diary for a date range as a branded PDF, registered from its endpoint table (shared/diary-export/diary-export.endpoints.ts). */
export const diaryExportRoutes: Module = async (app, { db, config, pdfs }) => {
  route(app, diaryExportEndpoints.pdf, async (request, reply) => {
    const { pdf, filename } = await exportDiary(db, config, pdfs, request, request.params.slug, request.query);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", contentDisposition("attachment", filename))
      .header("cache-control", "private, no-store")
      .send(pdf);
  });
};
