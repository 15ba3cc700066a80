import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { files, purchaseOrderQuotes, suppliers, users } from "../../db/schema/index";

type Exec = Db | Tx;

/** company_po_quotes with who quoted (the register's name, else the name kept on the quote), who added it and its file. */
export async function listQuotes(db: Exec, orderId: number) {
  return db
    .select({ quote: purchaseOrderQuotes, supplierName: suppliers.name, uploaderName: users.name, file: files })
    .from(purchaseOrderQuotes)
    .leftJoin(suppliers, eq(suppliers.id, purchaseOrderQuotes.supplierId))
    .leftJoin(users, eq(users.id, purchaseOrderQuotes.uploadedBy))
    .leftJoin(files, eq(files.id, purchaseOrderQuotes.fileId))
    .where(eq(purchaseOrderQuotes.orderId, orderId));
}
export type PoQuoteRow = Awaited<ReturnType<typeof listQuotes>>[number];

export async function insertQuote(tx: Tx, values: typeof purchaseOrderQuotes.$inferInsert) {
  const [row] = await tx.insert(purchaseOrderQuotes).values(values).returning();
  return row;
}

export async function findQuote(db: Exec, orderId: number, quoteId: number) {
  const [row] = await db
    .select()
    .from(purchaseOrderQuotes)
    .where(and(eq(purchaseOrderQuotes.id, quoteId), eq(purchaseOrderQuotes.orderId, orderId)));
  return row;
}

/** The quote, then its file: a quote's document belongs to it alone (decision 0026). */
export async function deleteQuote(tx: Tx, quote: { id: number; fileId: number | null }) {
  await tx.delete(purchaseOrderQuotes).where(eq(purchaseOrderQuotes.id, quote.id));
  if (quote.fileId !== null) await tx.delete(files).where(eq(files.id, quote.fileId));
}

/** A file the order owns (a quote's document), or undefined. */
export async function findOwnedFile(db: Exec, orderId: number, fileId: number) {
  const [row] = await db
    .select({ file: files })
    .from(purchaseOrderQuotes)
    .innerJoin(files, eq(files.id, purchaseOrderQuotes.fileId))
    .where(and(eq(purchaseOrderQuotes.orderId, orderId), eq(purchaseOrderQuotes.fileId, fileId)));
  return row?.file;
}
