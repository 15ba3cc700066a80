import { diaryExportEndpoints } from "@shared/diary-export/diary-export.endpoints";
import { route } from "../../platform/endpoints";
import { sendPdf } from "../../platform/pdf-reply";
import type { Module } from "../../platform/module";
import { exportDiary } from "./diary-export.service";

/** A project's diary for a date range as a branded PDF, registered from its endpoint table (shared/diary-export/diary-export.endpoints.ts). */
export const diaryExportRoutes: Module = async (app, { db, config, pdfs }) => {
  route(app, diaryExportEndpoints.pdf, async (request, reply) =>
    sendPdf(reply, await exportDiary(db, config, pdfs, request, request.params.slug, request.query), "attachment"),
  );
};
