import { endpoint, fileResponse, under, type Changes } from "../common/contract";
import { recordEndpoints } from "../common/record-endpoints";
import { listTemplatesQuery, templateDetailSchema, templateIdParams, templateInputSchema, templateListSchema } from "./pdf-template";

/**
 * PDF templates (/template-designer, data-model.md §3 pdf_templates). The spec names no page label for
 * the designer: the company's documents are its branding, so Company Profile governs them
 * (docs/decisions/0031-template-designer.md). Everyone who sees the profile sees the templates; by
 * default only Admin and the directors change them. Drawing an unsaved template is the designer's
 * work and costs the server what the sender puts in it, so it needs Edit (decision 0053).
 */
const resource = "Company Profile";
const template = recordEndpoints("pdf-templates", resource, templateIdParams);
/** Uploaded images travel inside the template (pdf-template.ts MAX_IMAGE_DATA_URL): room for a few. */
const TEMPLATE_BODY_LIMIT = 3 * 1024 * 1024;

export const pdfTemplatesEndpoints = {
  list: template.list("The PDF templates, by type then name, the default of each type marked", listTemplatesQuery, templateListSchema),
  get: template.get("One PDF template with its layout and elements", templateDetailSchema),
  create: endpoint({
    method: "POST",
    path: "/api/pdf-templates",
    access: [resource, "create"],
    summary: "Create a PDF template (not the default until made so)",
    body: templateInputSchema,
    response: templateDetailSchema,
    status: 201,
    bodyLimit: TEMPLATE_BODY_LIMIT,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/pdf-templates/:id",
    access: [resource, "edit"],
    summary: "Save a PDF template's name, layout and elements",
    params: templateIdParams,
    body: templateInputSchema,
    response: templateDetailSchema,
    bodyLimit: TEMPLATE_BODY_LIMIT,
  }),
  setDefault: endpoint({
    method: "POST",
    path: "/api/pdf-templates/:id/default",
    access: [resource, "edit"],
    summary: "Make a template the default of its type (the previous default stops being it)",
    params: templateIdParams,
    response: templateDetailSchema,
  }),
  duplicate: endpoint({
    method: "POST",
    path: "/api/pdf-templates/:id/duplicate",
    access: [resource, "create"],
    summary: 'Copy a template as "Copy of …" (never the default)',
    params: templateIdParams,
    response: templateDetailSchema,
    status: 201,
  }),
  remove: template.remove("Delete a template (to Delete Records); the default of its type cannot be deleted", "delete"),
  previewSaved: endpoint({
    method: "GET",
    path: "/api/pdf-templates/:id/preview.pdf",
    access: [resource, "view"],
    summary: "A saved template drawn as a PDF with a sample purchase order and the company's profile",
    params: templateIdParams,
    response: fileResponse("application/pdf"),
  }),
  preview: endpoint({
    method: "POST",
    path: "/api/pdf-templates/preview",
    access: [resource, "edit"],
    summary: "An unsaved template (the designer's current state) drawn as a PDF with a sample purchase order",
    body: templateInputSchema,
    response: fileResponse("application/pdf"),
    bodyLimit: TEMPLATE_BODY_LIMIT,
  }),
};

/** What a write here changes (decision 0062): the list, and the templates (a new default changes the old one). */
export const pdfTemplatesChanges: Changes = [under(pdfTemplatesEndpoints.list)];
