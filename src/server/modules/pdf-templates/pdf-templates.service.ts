import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { conflict, notFound } from "../../platform/errors";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { templateTypeLabel, type TemplateBody, type TemplateType } from "@shared/pdf-templates/pdf-template";
import { DEFAULT_PURCHASE_ORDER_TEMPLATE } from "@shared/pdf-templates/default-purchase-order-template";
import * as repo from "./pdf-templates.repository";
import { presentDetail, presentSummary } from "./pdf-templates.presenter";

export type Ctx = { db: Db; request: FastifyRequest };

export const NOT_FOUND = "Template not found";
export const DEFAULT_DELETE_REFUSAL = "The default template cannot be deleted. Make another template the default first.";
export const DEFAULT_INACTIVE_REFUSAL = "The default template must stay active. Make another template the default first.";
export const DEFAULT_TYPE_REFUSAL = "The default template's type cannot be changed. Make another template the default first.";
export const INACTIVE_DEFAULT_REFUSAL = "An inactive template cannot be the default. Make it active first.";

const CATEGORY = "templates";
const typeText = (t: string) => templateTypeLabel(t).toLowerCase();

export async function listTemplates(db: Db, templateType?: TemplateType) {
  const rows = await repo.listTemplates(db, templateType);
  return { items: rows.map(presentSummary), total: rows.length };
}

async function liveTemplate(db: Db, id: number) {
  const row = await repo.findTemplate(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export const getTemplate = async (db: Db, id: number) => presentDetail(await liveTemplate(db, id));

const stored = (body: TemplateBody) => ({
  name: body.name,
  description: body.description,
  templateType: body.templateType,
  layout: body.layout,
  templateElements: body.templateElements,
});

export async function createTemplate(ctx: Ctx, body: TemplateBody) {
  const user = requireUser(ctx.request);
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.insertTemplate(tx, { ...stored(body), isActive: body.isActive ?? true, isDefault: false, userId: user.id });
    await audit(tx, ctx.request, {
      action: "pdf_template_created",
      description: `Created the ${typeText(saved.templateType)} PDF template ${saved.name} (${body.templateElements.length} elements)`,
      entityType: "pdf_template",
      entityId: saved.id,
      entityName: saved.name,
      category: CATEGORY,
    });
    return saved;
  });
  return getTemplate(ctx.db, row.id);
}

export async function updateTemplate(ctx: Ctx, id: number, body: TemplateBody) {
  await liveTemplate(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockTemplate(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    const isActive = body.isActive ?? before.isActive;
    if (before.isDefault && !isActive) throw conflict(DEFAULT_INACTIVE_REFUSAL);
    if (before.isDefault && body.templateType !== before.templateType) throw conflict(DEFAULT_TYPE_REFUSAL);
    await repo.updateTemplate(tx, id, { ...stored(body), isActive });
    const renamed = before.name !== body.name ? ` (was ${before.name})` : "";
    await audit(tx, ctx.request, {
      action: "pdf_template_updated",
      description: `Saved the PDF template ${body.name}${renamed}: ${body.templateElements.length} elements on ${body.layout.pageSize} ${body.layout.orientation}`,
      entityType: "pdf_template",
      entityId: id,
      entityName: body.name,
      category: CATEGORY,
      metadata: { elements: body.templateElements.length, layout: body.layout },
    });
  });
  return getTemplate(ctx.db, id);
}

/** One default per type (the partial unique index backs it): the old default stops being it in the same transaction. */
export async function setDefaultTemplate(ctx: Ctx, id: number) {
  await liveTemplate(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const t = await repo.lockTemplate(tx, id);
    if (!t) throw notFound(NOT_FOUND);
    if (t.isDefault) return;
    if (!t.isActive) throw conflict(INACTIVE_DEFAULT_REFUSAL);
    const previous = await repo.lockDefaultOf(tx, t.templateType);
    if (previous) await repo.updateTemplate(tx, previous.id, { isDefault: false });
    await repo.updateTemplate(tx, id, { isDefault: true });
    await audit(tx, ctx.request, {
      action: "pdf_template_default_set",
      description: `Made ${t.name} the default ${typeText(t.templateType)} PDF template${previous ? ` (was ${previous.name})` : ""}`,
      entityType: "pdf_template",
      entityId: id,
      entityName: t.name,
      category: CATEGORY,
      metadata: { templateType: t.templateType, previousDefaultId: previous?.id ?? null },
    });
  });
  return getTemplate(ctx.db, id);
}

export const copyName = (name: string) => `Copy of ${name}`.slice(0, 100);

export async function duplicateTemplate(ctx: Ctx, id: number) {
  const user = requireUser(ctx.request);
  const { template: source } = await liveTemplate(ctx.db, id);
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.insertTemplate(tx, {
      name: copyName(source.name),
      description: source.description,
      templateType: source.templateType,
      layout: source.layout,
      templateElements: source.templateElements,
      isActive: source.isActive,
      isDefault: false,
      userId: user.id,
    });
    await audit(tx, ctx.request, {
      action: "pdf_template_duplicated",
      description: `Duplicated the PDF template ${source.name} as ${saved.name}`,
      entityType: "pdf_template",
      entityId: saved.id,
      entityName: saved.name,
      category: CATEGORY,
      metadata: { sourceId: source.id },
    });
    return saved;
  });
  return getTemplate(ctx.db, row.id);
}

/** Soft delete to the recycle bin (decision 0008); the default of a type stays until another replaces it. */
export async function deleteTemplate(ctx: Ctx, id: number) {
  await liveTemplate(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const t = await repo.lockTemplate(tx, id);
    if (!t) throw notFound(NOT_FOUND);
    if (t.isDefault) throw conflict(DEFAULT_DELETE_REFUSAL);
    await repo.updateTemplate(tx, id, { deletedAt: new Date() });
    const bin = await moveToRecycleBin(tx, ctx.request, {
      recordType: "pdf_template",
      tableName: "pdf_templates",
      recordId: id,
      recordData: t,
      recordName: t.name,
      metadata: { templateType: t.templateType, elements: Array.isArray(t.templateElements) ? t.templateElements.length : 0 },
    });
    await audit(tx, ctx.request, {
      action: "pdf_template_deleted",
      description: `Deleted the ${typeText(t.templateType)} PDF template ${t.name}`,
      entityType: "pdf_template",
      entityId: id,
      entityName: t.name,
      category: CATEGORY,
      severity: "warning",
      metadata: { recycleBinId: bin.id },
    });
  });
}

/**
 * The purchase order template every installation starts with, stored once as the default (bootstrap.ts):
 * only when no purchase order template was ever stored, so one a company deleted does not come back.
 */
export async function ensureDefaultTemplates(db: Db) {
  if (await repo.anyOfType(db, "purchase_order")) return;
  await repo.insertSeedTemplate(db, { ...stored(DEFAULT_PURCHASE_ORDER_TEMPLATE), isActive: true, isDefault: true, userId: null });
}
