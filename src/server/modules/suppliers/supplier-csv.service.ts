import { setImmediate as nextTurn } from "node:timers/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import { formatCount } from "@shared/common/numbers";
import { ukToday } from "@shared/common/uk-dates";
import { SUPPLIER_CSV_HEADER, parseSupplierCsv, supplierCsvRow } from "@shared/suppliers/supplier-csv";
import { CODE_TAKEN_MESSAGE, SUPPLIER_IMPORT_MAX_BYTES, type SupplierFilters } from "@shared/suppliers/supplier";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { CSV_PAGE_SIZE, type CsvExports } from "../../platform/csv-export";
import { HttpError, badRequest } from "../../platform/errors";
import { safeFileName } from "../../platform/file-names";
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
    pages: async function* () {
      for (let offset = 0; ; offset += CSV_PAGE_SIZE) {
        const rows = await repo.pageOfSuppliers(db, f, today, CSV_PAGE_SIZE, offset);
        if (rows.length) yield rows.map(supplierCsvRow);
        if (rows.length < CSV_PAGE_SIZE) return;
      }
    },
  });
}

const FILE_REQUIRED = "Choose a CSV file to import";
const FILE_SIZE = "The file must be 1 MB or smaller";
/** A refused file lists its problems; past this many, the rest are counted. */
const MAX_LISTED = 100;

/** One import at a time per user, a few across everyone: reading and checking 2,000 rows is real work. */
export const importPlaces = createHeavyWorkLimiter({
  perUser: 1,
  total: 4,
  messages: {
    userBusy: "You already have a supplier import in progress. Try again when it has finished.",
    serverBusy: "The server is busy with other imports. Try again in a few seconds.",
  },
});

export async function readSupplierFile(request: FastifyRequest): Promise<{ text: string; filename: string }> {
  if (!request.isMultipart()) throw badRequest(FILE_REQUIRED, "file");
  let data: Buffer;
  let filename: string;
  try {
    const file = await request.file({ limits: { fileSize: SUPPLIER_IMPORT_MAX_BYTES, files: 1 }, throwFileSizeLimit: true });
    if (!file) throw badRequest(FILE_REQUIRED, "file");
    filename = safeFileName(file.filename);
    data = await file.toBuffer();
  } catch (e) {
    if ((e as { code?: string })?.code === "FST_REQ_FILE_TOO_LARGE") throw badRequest(FILE_SIZE, "file");
    throw e;
  }
  if (data.length === 0) throw badRequest("The file is empty", "file");
  const text = new TextDecoder("utf-8").decode(data);
  if (text.includes("\u0000")) throw badRequest("The file must be a CSV (comma-separated text) file", "file");
  return { text, filename };
}

const refuse = (errors: string[]) => {
  const listed = errors.slice(0, MAX_LISTED);
  if (errors.length > listed.length) listed.push(`…and ${formatCount(errors.length - listed.length)} more problems`);
  const n = errors.length;
  return new HttpError(400, `The file was not imported: ${formatCount(n)} ${n === 1 ? "problem" : "problems"} to fix`, {
    errors: listed.map((message) => ({ field: "file", message })),
  });
};

/**
 * Adds every supplier of the file, or none: each row is checked by the form's schema (messages by
 * row number), codes against each other and the register, and the rows go in in one transaction.
 */
export async function importSuppliers(ctx: Ctx, file: { text: string; filename: string }): Promise<{ imported: number }> {
  const user = requireUser(ctx.request);
  // Parsing is synchronous: give other requests a turn before and after it.
  await nextTurn();
  const parsed = parseSupplierCsv(file.text);
  await nextTurn();
  if (!parsed.ok) throw refuse(parsed.errors);
  return ctx.db.transaction(async (tx) => {
    const codes = parsed.rows.map((r) => r.supplier.code?.toLowerCase()).filter((c): c is string => Boolean(c));
    const taken = await repo.takenCodes(tx, codes);
    const clashes = parsed.rows.filter((r) => r.supplier.code && taken.has(r.supplier.code.toLowerCase()));
    if (clashes.length) throw refuse(clashes.map((r) => `Row ${r.row}: ${CODE_TAKEN_MESSAGE} (${r.supplier.code})`));
    const values = parsed.rows.map((r) => ({ ...r.supplier, createdBy: user.id, updatedBy: user.id }));
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
