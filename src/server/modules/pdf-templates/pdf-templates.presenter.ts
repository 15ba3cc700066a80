import type { TemplateDetail, TemplateSummary, TemplateType } from "@shared/pdf-templates/pdf-template";
import { pageLayoutSchema, templateElementSchema } from "@shared/pdf-templates/pdf-template";
import { z } from "zod";
import type { TemplateWithAuthor } from "./pdf-templates.repository";

const storedElements = z.array(templateElementSchema);

/**
 * A stored template as the API answers it. Layout and elements were validated on the way in; they are
 * parsed again on the way out so a row edited by hand cannot reach the designer half-formed (an element
 * that no longer parses is left out rather than failing the whole template).
 */
export function presentSummary({ template: t, authorName }: TemplateWithAuthor): TemplateSummary {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    templateType: t.templateType as TemplateType,
    isDefault: t.isDefault,
    isActive: t.isActive,
    elementCount: Array.isArray(t.templateElements) ? t.templateElements.length : 0,
    createdBy: t.userId != null && authorName ? { id: t.userId, name: authorName } : null,
    updatedAt: t.updatedAt.toISOString(),
  };
}

export function presentDetail(row: TemplateWithAuthor): TemplateDetail {
  const elements = storedElements.safeParse(row.template.templateElements);
  return {
    ...presentSummary(row),
    layout: pageLayoutSchema.parse(row.template.layout),
    templateElements: elements.success
      ? elements.data
      : (row.template.templateElements as unknown[]).flatMap((e) => {
          const one = templateElementSchema.safeParse(e);
          return one.success ? [one.data] : [];
        }),
    createdAt: row.template.createdAt.toISOString(),
  };
}
