import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TransportPart } from "@shared/rules/order-transport";
import type { Db, Tx } from "../../db/client";
import { carbonEntries, carbonFactors, carbonFigures, files, materials, projects, purchaseOrderDeliveryNotes, purchaseOrderLines } from "../../db/schema/index";

type Exec = Db | Tx;
export type NoteRow = typeof purchaseOrderDeliveryNotes.$inferSelect;

/** Each line with what its material says about carbon: the factor's library id and the weight of one unit. */
export async function linesWithCarbon(db: Exec, orderId: number) {
  return db
    .select({
      line: purchaseOrderLines,
      factorId: carbonFactors.factorId,
      materialWeight: materials.weight,
      materialWeightUnit: materials.weightUnit,
    })
    .from(purchaseOrderLines)
    .leftJoin(materials, eq(materials.id, purchaseOrderLines.materialId))
    .leftJoin(carbonFactors, eq(carbonFactors.id, materials.carbonFactorId))
    .where(eq(purchaseOrderLines.orderId, orderId))
    .orderBy(asc(purchaseOrderLines.lineNumber));
}

/** The lines a receipt books, locked: two receipts of one line queue, so neither can exceed what was ordered. */
export async function linesForUpdate(tx: Tx, orderId: number, ids: number[]) {
  return tx
    .select()
    .from(purchaseOrderLines)
    .where(and(eq(purchaseOrderLines.orderId, orderId), inArray(purchaseOrderLines.id, ids)))
    .orderBy(asc(purchaseOrderLines.id))
    .for("update");
}

export async function updateLine(tx: Tx, id: number, values: Partial<typeof purchaseOrderLines.$inferInsert>) {
  await tx.update(purchaseOrderLines).set(values).where(eq(purchaseOrderLines.id, id));
}

export async function allLines(tx: Tx, orderId: number) {
  return tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, orderId));
}

export async function insertNotes(tx: Tx, rows: (typeof purchaseOrderDeliveryNotes.$inferInsert)[]) {
  await tx.insert(purchaseOrderDeliveryNotes).values(rows);
}

/** The order's receipt rows with their line, newest receipt first. */
export async function listNotes(db: Exec, orderId: number) {
  return db
    .select({
      note: purchaseOrderDeliveryNotes,
      lineNumber: purchaseOrderLines.lineNumber,
      description: purchaseOrderLines.description,
      unit: purchaseOrderLines.unit,
      photoName: files.originalName,
      photoType: files.mimetype,
    })
    .from(purchaseOrderDeliveryNotes)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseOrderDeliveryNotes.lineItemId))
    .leftJoin(files, eq(files.id, purchaseOrderDeliveryNotes.fileId))
    .where(eq(purchaseOrderDeliveryNotes.orderId, orderId))
    .orderBy(desc(purchaseOrderDeliveryNotes.createdAt), desc(purchaseOrderDeliveryNotes.grnNumber), asc(purchaseOrderLines.lineNumber));
}

/** A file of the contract (the photo of the note must be one of the order's contract's files). */
export async function findProjectFile(db: Exec, fileId: number, projectId: number) {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.projectId, projectId)));
  return row;
}

export async function projectSlug(db: Exec, projectId: number) {
  const [row] = await db
    .select({ slug: projects.slug })
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)));
  return row?.slug ?? null;
}

/**
 * The transport the order's receipts have booked so far: the tonnes and kg of the transport figures
 * on their diary deliveries. A reversed receipt's delivery is gone, so it counts no more.
 */
export async function bookedTransport(tx: Tx, orderId: number): Promise<TransportPart> {
  const receiptDeliveries = tx
    .select({ id: purchaseOrderDeliveryNotes.carbonEntryId })
    .from(purchaseOrderDeliveryNotes)
    .where(eq(purchaseOrderDeliveryNotes.orderId, orderId));
  const [row] = await tx
    .select({
      kg: sql<string>`coalesce(sum(${carbonFigures.kgCo2e}), 0)`,
      tonnes: sql<string>`coalesce(sum(${carbonEntries.transportWeight}), 0)`,
    })
    .from(carbonFigures)
    .innerJoin(carbonEntries, eq(carbonEntries.id, carbonFigures.sourceId))
    .where(and(eq(carbonFigures.sourceKind, "delivery"), eq(carbonFigures.category, "transport"), inArray(carbonFigures.sourceId, receiptDeliveries)));
  return { kgCo2e: Number(row.kg), tonnes: Number(row.tonnes) };
}

/** One receipt's rows (one per line it received), locked: two reversals of one GRN queue, and the second finds it reversed. */
export async function receiptRowsForUpdate(tx: Tx, orderId: number, grnNumber: string) {
  return tx
    .select()
    .from(purchaseOrderDeliveryNotes)
    .where(and(eq(purchaseOrderDeliveryNotes.orderId, orderId), eq(purchaseOrderDeliveryNotes.grnNumber, grnNumber)))
    .orderBy(asc(purchaseOrderDeliveryNotes.id))
    .for("update");
}

export async function markReversed(
  tx: Tx,
  orderId: number,
  grnNumber: string,
  values: { reversedAt: Date; reversedById: number; reversedBy: string; reversalReason: string },
) {
  await tx
    .update(purchaseOrderDeliveryNotes)
    .set(values)
    .where(and(eq(purchaseOrderDeliveryNotes.orderId, orderId), eq(purchaseOrderDeliveryNotes.grnNumber, grnNumber)));
}

/** The order's receipt rows that still stand (not reversed), latest delivery last. */
export async function standingRows(tx: Tx, orderId: number) {
  return tx
    .select()
    .from(purchaseOrderDeliveryNotes)
    .where(and(eq(purchaseOrderDeliveryNotes.orderId, orderId), isNull(purchaseOrderDeliveryNotes.reversedAt)))
    .orderBy(asc(purchaseOrderDeliveryNotes.deliveryDate), asc(purchaseOrderDeliveryNotes.id));
}
