import { and, eq, inArray, isNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FigureView } from "@shared/carbon/carbon";
import type { BinRecordType } from "@shared/recycle-bin/recycle-bin";
import type { Tx } from "../../db/client";
import {
  carbonEntries,
  carbonFigures,
  diaryEntries,
  files,
  hseCertificates,
  purchaseOrders,
  purchaseOrderDeliveryNotes,
  materialRequests,
  riskAssessmentRevisions,
  riskAssessments,
  scope2Energy,
  scope3Additional,
  siteIssuePhotos,
  siteIssues,
  siteIssueUpdates,
  materials,
  pdfTemplates,
  suppliers,
  visitorAttendance,
} from "../../db/schema/index";
import { conflict } from "../../platform/errors";
import type { Restorer } from "../../platform/recycle-bin";
import { restoreSoftDeleted, type SoftDeletable } from "../../platform/register/soft-delete";
import { reinsert, rowExists } from "./recycle-bin.repository";
import { FIGURES_MISSING } from "./recycle-bin.presenter";

type Snapshot = Record<string, unknown>;
type Meta = { projectId?: number; figures?: FigureView[]; [key: string]: unknown };

/** The figures as stored at delete time (their presented form), back into carbon_figures unchanged, owned by the restored record. */
async function restoreFigures(tx: Tx, recordId: number, projectId: number, figures: FigureView[]) {
  for (const f of figures) {
    await reinsert(tx, carbonFigures, {
      id: f.id,
      projectId,
      date: f.date,
      sourceKind: f.sourceKind,
      sourceId: recordId,
      scope: f.scope,
      category: f.category,
      ghgCategory: f.ghgCategory,
      description: f.description,
      activityAmount: String(f.activityAmount),
      activityUnit: f.activityUnit,
      factorId: f.factor.factorId,
      factorYear: f.factor.year,
      factorUnit: f.factor.unit,
      factorValue: String(f.factor.value),
      factorSource: f.factor.source,
      factorName: f.factor.name,
      kgCo2e: String(f.kgCo2e),
    });
  }
}

/**
 * A company record (supplier, material) soft-deleted in place: it comes back unless it was removed for
 * good or another live record took its key (`field` of the binned row, named `label` in the 409).
 */
function companyRecord(
  category: string,
  table: SoftDeletable,
  noun: string,
  key: { field: string; label: string; column: PgColumn; holder: PgColumn },
): Restorer {
  return {
    table: null,
    category,
    companyLevel: true,
    restore: (tx, bin, row) =>
      restoreSoftDeleted(tx, {
        table,
        id: Number(bin.recordId),
        gone: `This ${noun} has been removed for good`,
        set: { updatedAt: new Date() },
        unique: {
          column: key.column,
          value: row[key.field],
          holder: key.holder,
          message: (value, name) => `Its ${key.label} ${value} is now used by ${name}: change that ${noun}'s ${key.label} first`,
        },
      }),
  };
}

/**
 * Plant and visitors were binned without their figures before this restore existed: bringing back a
 * row that carried carbon without its figures would leave totals that no ledger explains.
 */
function requireFigures(meta: Meta, carbon: unknown): FigureView[] {
  if (Array.isArray(meta.figures)) return meta.figures;
  if (carbon == null || Number(carbon) === 0) return [];
  throw conflict(FIGURES_MISSING);
}

const withFigures = (table: PgTable, carbonKey: string, category: string): Restorer => ({
  table,
  category,
  restore: async (tx, bin, row, meta) => {
    const figures = requireFigures(meta, row[carbonKey]);
    await reinsert(tx, table, row);
    await restoreFigures(tx, Number(bin.recordId), Number(row.projectId), figures);
  },
});

/**
 * How each record type the bin had before modules named their own (platform/module.ts `recycleBin`)
 * comes back (docs/decisions/0008, 0016). Only contracts are
 * soft-deleted (their row stays with `deleted_at`); every other type was deleted outright, its row in
 * `recordData` and what cascaded with it (carbon figures, certificates, history, revisions, photo
 * links) in `metadata`, so a restore re-inserts them as they were: same ids, same stored factors and
 * kg, nothing recomputed.
 */
// Partial: a module that lands names its own record type's restorer in its descriptor (workers);
// recycle-bin.restorers.test.ts holds that every record type has exactly one, here or there.
export const RESTORERS: Partial<Record<BinRecordType, Restorer>> = {
  // Soft-deleted like a contract (only drafts and cancelled orders are deleted, so no supplier spend moves).
  purchase_order: {
    table: null,
    category: "purchase_orders",
    restore: (tx, bin) => restoreSoftDeleted(tx, { table: purchaseOrders, id: Number(bin.recordId) }),
  },

  // Soft-deleted: only pending or rejected requests are deleted, so no order links to one.
  material_request: {
    table: null,
    category: "purchase_orders",
    restore: (tx, bin) => restoreSoftDeleted(tx, { table: materialRequests, id: Number(bin.recordId) }),
  },

  // Handled in the service: clearing deleted_at brings back everything that stayed in place.
  project: { table: null, category: "projects", restore: async () => {} },

  diary_entry: {
    table: diaryEntries,
    category: "diary",
    restore: async (tx, bin, row, meta) => {
      await reinsert(tx, diaryEntries, row);
      // The delete cleared the photos' link (set null); the files stayed in the project's Files.
      const ids = (Array.isArray(meta.photoFileIds) ? meta.photoFileIds : []).map(Number).filter(Number.isSafeInteger);
      if (ids.length) {
        await tx
          .update(files)
          .set({ diaryEntryId: Number(bin.recordId) })
          .where(and(inArray(files.id, ids), eq(files.projectId, Number(row.projectId)), isNull(files.diaryEntryId)));
      }
    },
  },

  plant_entry: {
    table: carbonEntries,
    category: "diary",
    restore: async (tx, bin, row, meta) => {
      const figures = requireFigures(meta, row.carbonEmitted);
      await reinsert(tx, carbonEntries, row);
      await restoreFigures(tx, Number(bin.recordId), Number(row.projectId), figures);
      // Its certificates cascaded with it; one restored on its own since is left as it is.
      for (const c of Array.isArray(meta.hseCertificates) ? (meta.hseCertificates as Snapshot[]) : []) {
        if (!(await rowExists(tx, hseCertificates, Number(c.id)))) await reinsert(tx, hseCertificates, c);
      }
    },
  },

  hse_certificate: {
    table: hseCertificates,
    category: "diary",
    restore: async (tx, _bin, row) => {
      if (row.plantHireEntryId != null && !(await rowExists(tx, carbonEntries, Number(row.plantHireEntryId)))) throw conflict("Restore the plant entry first");
      await reinsert(tx, hseCertificates, row);
    },
  },

  delivery: {
    table: carbonEntries,
    category: "carbon",
    restore: async (tx, bin, row, meta) => {
      // A goods receipt's delivery binned before decision 0050 made it the receipt's own: it comes back
      // to its receipt while the receipt stands, and not at all once the receipt has been reversed.
      const grn = typeof row.grnNumber === "string" ? row.grnNumber : null;
      const receipt = grn ? await tx.select().from(purchaseOrderDeliveryNotes).where(eq(purchaseOrderDeliveryNotes.grnNumber, grn)) : [];
      if (receipt.some((r) => r.reversedAt !== null))
        throw conflict(`Goods receipt ${grn} has been reversed, so its delivery cannot come back: receive the goods again on the purchase order`);
      await withFigures(carbonEntries, "carbonEmitted", "carbon").restore(tx, bin, row, meta);
      if (receipt.length)
        await tx
          .update(purchaseOrderDeliveryNotes)
          .set({ carbonEntryId: Number(bin.recordId) })
          .where(and(eq(purchaseOrderDeliveryNotes.grnNumber, grn!), isNull(purchaseOrderDeliveryNotes.carbonEntryId)));
    },
  },
  waste_entry: withFigures(carbonEntries, "carbonEmitted", "carbon"),
  energy_entry: withFigures(scope2Energy, "carbonEmitted", "carbon"),
  scope3_entry: withFigures(scope3Additional, "carbonEmitted", "carbon"),
  visitor: withFigures(visitorAttendance, "travelCarbon", "diary"),

  site_issue: {
    table: siteIssues,
    category: "site_issues",
    restore: async (tx, bin, row, meta) => {
      const issueId = Number(bin.recordId);
      await reinsert(tx, siteIssues, row);
      for (const u of Array.isArray(meta.updates) ? (meta.updates as Snapshot[]) : []) await reinsert(tx, siteIssueUpdates, u);
      const ids = (Array.isArray(meta.photoFileIds) ? meta.photoFileIds : []).map(Number).filter(Number.isSafeInteger);
      const present = ids.length ? await tx.select({ id: files.id }).from(files).where(inArray(files.id, ids)) : [];
      for (const f of present) await tx.insert(siteIssuePhotos).values({ issueId, fileId: f.id });
    },
  },

  // Soft-deleted like a contract: its ratings, contract links and orders never left.
  supplier: companyRecord("suppliers", suppliers, "supplier", { field: "code", label: "code", column: suppliers.code, holder: suppliers.name }),

  material: companyRecord("materials", materials, "material", { field: "sku", label: "SKU", column: materials.sku, holder: materials.itemDescription }),

  pdf_template: {
    table: null,
    category: "templates",
    companyLevel: true,
    // The default of its type was never deletable, so it comes back as one of the others.
    restore: (tx, bin) =>
      restoreSoftDeleted(tx, {
        table: pdfTemplates,
        id: Number(bin.recordId),
        gone: "This template has been removed for good",
        set: { isDefault: false, updatedAt: new Date() },
      }),
  },

  risk_assessment: {
    table: riskAssessments,
    category: "risk_assessments",
    restore: async (tx, _bin, row, meta) => {
      await reinsert(tx, riskAssessments, row);
      for (const r of Array.isArray(meta.revisions) ? (meta.revisions as Snapshot[]) : []) await reinsert(tx, riskAssessmentRevisions, r);
    },
  },
};
