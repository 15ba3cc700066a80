import type { FastifyReply, FastifyRequest } from "fastify";
import { formatCount } from "@shared/common/numbers";
import { ukToday } from "@shared/common/uk-dates";
import { SUPPLIER_CSV_HEADER, parseSupplierCsv, supplierCsvRow } from "@shared/suppliers/supplier-csv";
import { CODE_TAKEN_MESSAGE, SUPPLIER_IMPORT_MAX_BYTES, type SupplierFilters } from "@shared/suppliers/supplier";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { pagesByOffset, type CsvExports } from "../../platform/csv-export";
import { checkedCsvRows, csvRefusal, readCsvFile } from "../../platform/register/csv-import";
import { createHeavyWorkLimiter } from "../../platform/heavy-work";
import * as repo from "./suppliers.repository";
import type { Ctx } from "./suppliers.service";

/** The register as CSV, with the list's filters and sort, a page at a time (platform/csv-export.ts). */
export function exportSuppliers(db: Db, csv: CsvExports, request: FastifyRequest, reply: FastifyReply, f: SupplierFilters) {
  const today = ukToday();
  return csv.send(request, reply, {
    filename: `suppliers-${today}.csv`,
    header: SUPPLIER_CSV_HEADER,
    count: (atMost) => repo.countSuppliersUpTo(db, f, today, atMost),
    pages: () => pagesByOffset((limit, offset) => repo.pageOfSuppliers(db, f, today, limit, offset), supplierCsvRow),
  });
}

/** One import at a time per user, a few across everyone: reading and checking 2,000 rows is real work. */
export const importPlaces = createHeavyWorkLimiter({
  perUser: 1,
  total: 4,
  messages: {
    userBusy: "You already have a supplier import in progress. Try again when it has finished.",
    serverBusy: "The server is busy with other imports. Try again in a few seconds.",
  },
});

/** The uploaded file (platform/register/csv-import.ts), up to the import's size. */
export const readSupplierFile = (request: FastifyRequest) => readCsvFile(request, SUPPLIER_IMPORT_MAX_BYTES);

/**
 * Adds every supplier of the file, or none: each row is checked by the form's schema (messages by
 * row number), codes against each other and the register, and the rows go in in one transaction.
 */
export async function importSuppliers(ctx: Ctx, file: { text: string; filename: string }): Promise<{ imported: number }> {
  const user = requireUser(ctx.request);
  const rows = await checkedCsvRows(() => parseSupplierCsv(file.text));
  return ctx.db.transaction(async (tx) => {
    const codes = rows.map((r) => r.supplier.code?.toLowerCase()).filter((c): c is string => Boolean(c));
    const taken = await repo.takenCodes(tx, codes);
    const clashes = rows.filter((r) => r.supplier.code && taken.has(r.supplier.code.toLowerCase()));
    if (clashes.length) throw csvRefusal(clashes.map((r) => `Row ${r.row}: ${CODE_TAKEN_MESSAGE} (${r.supplier.code})`));
    const values = rows.map((r) => ({ ...r.supplier, createdBy: user.id, updatedBy: user.id }));
    for (let i = 0; i < values.length; i += 500) await repo.insertSuppliers(tx, values.slice(i, i + 500));
    await audit(tx, ctx.request, {
      action: "suppliers_imported",
      description: `Imported ${file.filename}: ${formatCount(values.length)} ${values.length === 1 ? "supplier" : "suppliers"} added`,
      entityType: "supplier",
      entityName: file.filename,
      category: "suppliers",
      metadata: { filename: file.filename, rows: values.length },
    });
    return { imported: values.length };
  });
}
