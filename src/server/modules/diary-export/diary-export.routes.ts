import { z } from "zod";
import { diaryExportQuery } from "@shared/diary-export/diary-export";
import { contentDisposition } from "../../platform/file-names";
import type { Module } from "../../platform/module";
import { exportDiary } from "./diary-export.service";

/** A project's diary for a date range as a branded PDF, to send to the client. */
export const diaryExportRoutes: Module = async (app, { db, config, pdfs }) => {
  app.get(
    "/api/projects/by-slug/:slug/diary-export.pdf",
    { config: { access: ["Contracts", "view"] }, schema: { params: z.object({ slug: z.string().min(1).max(200) }), querystring: diaryExportQuery } },
    async (request, reply) => {
      const { pdf, filename } = await exportDiary(db, config, pdfs, request, request.params.slug, request.query);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", contentDisposition("attachment", filename))
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
