import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { PdfRenderer } from "../../platform/pdf-renderer";
import { previewFilename, type TemplateBody } from "@shared/pdf-templates/pdf-template";
import { SAMPLE_PURCHASE_ORDER } from "@shared/pdf-templates/sample-purchase-order";
import { documentCompany } from "./pdf-template-company";
import { getTemplate } from "./pdf-templates.service";

type Template = Pick<TemplateBody, "name" | "layout" | "templateElements" | "templateType">;

/**
 * A template drawn with the sample purchase order and the real company (name, logo, addresses), on a
 * PDF worker like every PDF, in the previews' own lane (pdf-renderer.ts), so previews never hold up a
 * real document. A preview changes nothing, so it is not audited.
 */
async function preview(db: Db, config: Config, pdfs: PdfRenderer, request: FastifyRequest, template: Template | ((db: Db) => Promise<Template>)) {
  return pdfs.preview(request, async (draw) => {
    const t = typeof template === "function" ? await template(db) : template;
    const document = { ...SAMPLE_PURCHASE_ORDER, company: await documentCompany(db, config) };
    const pdf = await draw("pdf-template", { template: { name: t.name, layout: t.layout, templateElements: t.templateElements }, document });
    return { pdf, filename: previewFilename(t.templateType) };
  });
}

export const previewSaved = (db: Db, config: Config, pdfs: PdfRenderer, request: FastifyRequest, id: number) =>
  preview(db, config, pdfs, request, () => getTemplate(db, id));

export const previewBody = (db: Db, config: Config, pdfs: PdfRenderer, request: FastifyRequest, body: TemplateBody) => preview(db, config, pdfs, request, body);
