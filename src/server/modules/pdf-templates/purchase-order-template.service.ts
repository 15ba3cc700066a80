import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pdfTemplates } from "../../db/schema/index";
import { DEFAULT_PURCHASE_ORDER_TEMPLATE } from "@shared/pdf-templates/default-purchase-order-template";
import type { TemplateBody } from "@shared/pdf-templates/pdf-template";

export { documentCompany } from "./pdf-template-company";

export type DrawableTemplate = Pick<TemplateBody, "name" | "layout" | "templateElements">;

const live = and(isNull(pdfTemplates.deletedAt), eq(pdfTemplates.isActive, true), eq(pdfTemplates.templateType, "purchase_order"));
const drawable = { name: pdfTemplates.name, layout: pdfTemplates.layout, templateElements: pdfTemplates.templateElements };

/**
 * The template a purchase order is drawn with: the order's own choice while it is a live, active
 * purchase order template; otherwise the default; and, should an installation have deleted every
 * one, the built-in standard layout, so an order can always be sent.
 */
export async function purchaseOrderTemplate(db: Db, templateId: number | null): Promise<DrawableTemplate> {
  if (templateId !== null) {
    const [chosen] = await db
      .select(drawable)
      .from(pdfTemplates)
      .where(and(eq(pdfTemplates.id, templateId), live));
    if (chosen) return chosen as DrawableTemplate;
  }
  const [fallback] = await db
    .select(drawable)
    .from(pdfTemplates)
    .where(and(eq(pdfTemplates.isDefault, true), live));
  return (fallback as DrawableTemplate | undefined) ?? DEFAULT_PURCHASE_ORDER_TEMPLATE;
}

/** Whether a template id names a live, active purchase order template (the order form's choice). */
export async function isPurchaseOrderTemplate(db: Db, templateId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pdfTemplates.id })
    .from(pdfTemplates)
    .where(and(eq(pdfTemplates.id, templateId), live));
  return Boolean(row);
}

/** The templates an order may choose, the default first (the order form's choice; few, so not paged). */
export async function purchaseOrderTemplateChoices(db: Db) {
  return db
    .select({ id: pdfTemplates.id, name: pdfTemplates.name, isDefault: pdfTemplates.isDefault })
    .from(pdfTemplates)
    .where(live)
    .orderBy(desc(pdfTemplates.isDefault), asc(pdfTemplates.name), asc(pdfTemplates.id));
}
