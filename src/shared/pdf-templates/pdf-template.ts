import { z } from "zod";
import { idParams } from "../common/ids";
import { text } from "../common/text";
import { dataUrlBytes, imageSize } from "../uploads/image-size";
import { MAX_IMAGE_PIXELS } from "../uploads/images";
import { personRef, timestamp } from "../common/wire";
import { ORIENTATIONS, PAGE_SIZES } from "./page";
import { BINDING_KEYS } from "./purchase-order-document";

/**
 * The PDF template (data-model.md §3 pdf_templates, §5 "PDF template"): a page layout and the elements
 * drawn on it, positioned in points from the page's top-left (page.ts). One schema for the designer's
 * Save and POST/PUT /api/pdf-templates.
 */

export const NAME_REQUIRED = "Template name is required";
export const NAME_TOO_LONG = "Template name must be less than 100 characters";
export const IMAGE_TOO_LARGE = "Images must be 300 KB or smaller";
export const IMAGE_KIND = "Images must be PNG or JPEG";
export const TOO_MANY_ELEMENTS = "A template can have at most 300 elements";
export const IMAGE_TOO_MANY_PIXELS = "Images must be 25 megapixels or smaller";
export const TOO_MUCH_TEXT = "A template can have at most 20,000 characters of text";

export const TEMPLATE_TYPES = [
  { value: "purchase_order", label: "Purchase order" },
  { value: "report", label: "Report" },
  { value: "certificate", label: "Certificate" },
] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number]["value"];
const TYPE_KEYS = TEMPLATE_TYPES.map((t) => t.value) as [TemplateType, ...TemplateType[]];
export const templateTypeLabel = (key: string) => TEMPLATE_TYPES.find((t) => t.value === key)?.label ?? key;

/** The 23 element types of data-model.md §5, in the spec's order. */
export const ELEMENT_TYPES = [
  "text",
  "field",
  "table",
  "image",
  "line",
  "box",
  "arrow",
  "triangle",
  "circle",
  "star",
  "crescent",
  "callout-ellipse",
  "icon",
  "wavy-line",
  "zigzag-line",
  "dotted-line",
  "dashed-line",
  "double-line",
  "underline-flourish",
  "bullet-circle",
  "bullet-square",
  "bullet-arrow",
  "decorative-border",
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** The icons the icon element can draw (vector paths, pdf-template-shapes.ts on the server, the same in the designer). */
export const ICON_NAMES = ["phone", "mail", "location", "calendar", "check", "truck", "user", "warning"] as const;
export type IconName = (typeof ICON_NAMES)[number];

/**
 * An uploaded image travels inside the template as a data URL: 300 KB of image is 400,000 characters
 * of base64, and the template's body limit (pdf-templates.endpoints.ts) leaves room for a few.
 */
export const MAX_IMAGE_DATA_URL = 400_000;
const IMAGE_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;
/**
 * Text drawn per template, labels included. Drawing is the cost: 300 elements of 2,000 characters
 * took pdfkit past the 30 s limit; 20,000 characters is a page of terms and conditions several times
 * over, drawn in well under a second.
 */
export const MAX_TEMPLATE_TEXT = 20_000;

/** An uploaded image's pixel count, from its header (uploads/image-size.ts), before anything decodes it. */
const imageDataProblem = (dataUrl: string | undefined): string | null => {
  if (!dataUrl || dataUrl.length > MAX_IMAGE_DATA_URL || !IMAGE_DATA_URL.test(dataUrl)) return null; // the field's own checks say what is wrong
  const bytes = dataUrlBytes(dataUrl);
  const size = bytes && imageSize(bytes);
  if (!size) return IMAGE_KIND;
  return size.width * size.height > MAX_IMAGE_PIXELS ? IMAGE_TOO_MANY_PIXELS : null;
};

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Colours must be hex colours like #1f2937");
const size = (max: number) => z.number().finite().min(0).max(max);

export const elementPropertiesSchema = z.object({
  text: text().max(2000, "Text must be 2000 characters or fewer").optional(),
  /** A field's label, drawn before its value ("PO number: "). */
  label: text().max(100, "Labels must be 100 characters or fewer").optional(),
  fontSize: z.number().finite().min(4, "Font size must be 4 to 96").max(96, "Font size must be 4 to 96").optional(),
  fontWeight: z.enum(["normal", "bold"]).optional(),
  color: colour.optional(),
  align: z.enum(["left", "center", "right"]).optional(),
  stroke: colour.optional(),
  strokeWidth: size(20).optional(),
  /** A fill colour, or none when absent. */
  fill: colour.optional(),
  icon: z.enum(ICON_NAMES).optional(),
  /** An image element draws the company's logo, or the image uploaded into the template. */
  source: z.enum(["logo", "upload"]).optional(),
  imageData: z.string().max(MAX_IMAGE_DATA_URL, IMAGE_TOO_LARGE).regex(IMAGE_DATA_URL, IMAGE_KIND).optional(),
});
export type ElementProperties = z.output<typeof elementPropertiesSchema>;

const coordinate = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .finite()
    .min(0, `${name} must be 0 or more`)
    .max(5000);
const extent = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .finite()
    .min(1, `${name} must be at least 1`)
    .max(5000);

export const templateElementSchema = z.object({
  id: z.string().trim().min(1, "Each element needs an id").max(64),
  type: z.enum(ELEMENT_TYPES, { error: "Unknown element type" }),
  position: z.object({ x: coordinate("x"), y: coordinate("y"), width: extent("Width"), height: extent("Height") }),
  properties: elementPropertiesSchema,
  dataBinding: z.enum(BINDING_KEYS, { error: "Choose a purchase order field" }).optional(),
});
export type TemplateElement = z.output<typeof templateElementSchema>;

const margin = z
  .number({ error: "Margins must be numbers" })
  .finite()
  .min(0, "Margins must be between 0 and 100")
  .max(100, "Margins must be between 0 and 100");

export const pageLayoutSchema = z.object({
  pageSize: z.enum(PAGE_SIZES, { error: "Page size must be A4 or Letter" }),
  orientation: z.enum(ORIENTATIONS, { error: "Orientation must be portrait or landscape" }),
  margins: z.object({ top: margin, right: margin, bottom: margin, left: margin }),
});

/** The characters a template draws: every element's text and label. */
export const templateTextLength = (elements: readonly { properties: { text?: string; label?: string } }[]) =>
  elements.reduce((n, e) => n + (e.properties.text?.length ?? 0) + (e.properties.label?.length ?? 0), 0);

/**
 * What a template costs to draw, checked on what is sent (the designer's Save and Preview, the API)
 * rather than on what is read back: the text in all, and each uploaded image's pixels.
 */
function checkDrawingCost(elements: TemplateElement[], ctx: z.RefinementCtx) {
  if (templateTextLength(elements) > MAX_TEMPLATE_TEXT) ctx.addIssue({ code: "custom", message: TOO_MUCH_TEXT });
  elements.forEach((e, i) => {
    const problem = imageDataProblem(e.properties.imageData);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: [i, "properties", "imageData"] });
  });
}

export const templateInputSchema = z.object({
  name: text({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(100, NAME_TOO_LONG),
  description: text()
    .trim()
    .max(500, "Description must be 500 characters or fewer")
    .nullish()
    .transform((v) => v || null),
  templateType: z.enum(TYPE_KEYS, { error: "Template type must be purchase order, report or certificate" }),
  layout: pageLayoutSchema,
  templateElements: z.array(templateElementSchema).max(300, TOO_MANY_ELEMENTS).superRefine(checkDrawingCost),
  isActive: z.boolean().optional(),
});
export type TemplateInput = z.input<typeof templateInputSchema>;
export type TemplateBody = z.output<typeof templateInputSchema>;

export const templateIdParams = idParams("Template not found");

export const templateSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    templateType: z.enum(TYPE_KEYS),
    isDefault: z.boolean(),
    isActive: z.boolean(),
    elementCount: z.number().int(),
    createdBy: personRef.nullable(),
    updatedAt: timestamp,
  })
  .meta({ id: "PdfTemplateSummary" });
export type TemplateSummary = z.output<typeof templateSummarySchema>;

export const templateListSchema = z.object({ items: z.array(templateSummarySchema), total: z.number().int() }).meta({ id: "PdfTemplateList" });

export const templateDetailSchema = templateSummarySchema
  .extend({ layout: pageLayoutSchema, templateElements: z.array(templateElementSchema), createdAt: timestamp })
  .meta({ id: "PdfTemplate" });
export type TemplateDetail = z.output<typeof templateDetailSchema>;

export const listTemplatesQuery = z.object({ templateType: z.enum(TYPE_KEYS, { error: "Unknown template type" }).optional() });

/** The file name of a preview: "purchase-order-template-preview.pdf". */
export const previewFilename = (type: string) => `${type.replace(/_/g, "-")}-template-preview.pdf`;
