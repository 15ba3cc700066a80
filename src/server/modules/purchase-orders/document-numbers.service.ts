import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { documentSequences } from "../../db/schema/index";

/**
 * The next number of `kind` in `year`, atomically: one upsert-increment on the (kind, year) row, so
 * concurrent creates each get their own consecutive number and a failed transaction gives its back.
 */
export async function nextDocumentNumber(tx: Tx, kind: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentSequences)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [documentSequences.kind, documentSequences.year], set: { lastNumber: sql`${documentSequences.lastNumber} + 1` } })
    .returning({ n: documentSequences.lastNumber });
  return row.n;
}

/** PO-2026-0001: four digits at least, more once a year passes 9,999 documents. */
export const formatDocumentNumber = (prefix: string, year: number, n: number) => `${prefix}-${year}-${String(n).padStart(4, "0")}`;
