import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { COMPANY_FACTORS_SHEET, MAX_FACTOR_FILE_BYTES } from "@shared/carbon-settings/carbon-settings";
import { factorKey, parseFactorCsv } from "@shared/carbon-settings/factor-csv";
import type { Db } from "../../db/client";
import { carbonFactors } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, HttpError, notFound } from "../../platform/errors";
import { safeFileName } from "../../platform/file-names";
import { presentFactor } from "../carbon/carbon-factors.service";
import { formatFactor } from "@shared/common/numbers";

type Ctx = { db: Db; request: FastifyRequest };

const FILE_SIZE_MESSAGE = "The file must be 1 MB or smaller";
const FILE_REQUIRED_MESSAGE = "Choose a CSV file to import";
/** A refused file lists its problems; past this many, the rest are counted rather than listed. */
const MAX_LISTED_ERRORS = 100;

/** The one CSV file of the request, as text. */
export async function readFactorFile(request: FastifyRequest): Promise<{ text: string; filename: string }> {
  if (!request.isMultipart()) throw badRequest(FILE_REQUIRED_MESSAGE, "file");
  let data: Buffer;
  let filename: string;
  try {
    const file = await request.file({ limits: { fileSize: MAX_FACTOR_FILE_BYTES, files: 1 }, throwFileSizeLimit: true });
    if (!file) throw badRequest(FILE_REQUIRED_MESSAGE, "file");
    filename = safeFileName(file.filename);
    data = await file.toBuffer();
    if (file.file.truncated) throw badRequest(FILE_SIZE_MESSAGE, "file");
  } catch (e) {
    if ((e as { code?: string })?.code === "FST_REQ_FILE_TOO_LARGE") throw badRequest(FILE_SIZE_MESSAGE, "file");
    throw e;
  }
  if (data.length === 0) throw badRequest("The file is empty", "file");
  const text = new TextDecoder("utf-8", { fatal: false }).decode(data);
  if (text.includes("\u0000")) throw badRequest("The file must be a CSV (comma-separated text) file", "file");
  return { text, filename };
}

/**
 * Imports a company's own factors (an ICE licence, an EPD). Every row is checked first; one bad row
 * refuses the whole file with every problem listed, so nothing is half-imported. A factor with the
 * same name, unit and source as one already imported takes the new value (a revised sheet); stored
 * figures keep the value they were computed with.
 */
export async function importCompanyFactors(ctx: Ctx, file: { text: string; filename: string }) {
  const user = requireUser(ctx.request);
  const parsed = parseFactorCsv(file.text);
  if (!parsed.ok) {
    const listed = parsed.errors.slice(0, MAX_LISTED_ERRORS);
    if (parsed.errors.length > listed.length) listed.push(`…and ${parsed.errors.length - listed.length} more problems`);
    const n = parsed.errors.length;
    throw new HttpError(400, `The file was not imported: ${n} ${n === 1 ? "problem" : "problems"} to fix`, {
      errors: listed.map((message) => ({ field: "file", message })),
    });
  }
  return ctx.db.transaction(async (tx) => {
    const existing = await tx.select().from(carbonFactors).where(eq(carbonFactors.isCompany, true));
    const byKey = new Map(existing.map((f) => [factorKey(f), f]));
    const fresh: (typeof carbonFactors.$inferInsert)[] = [];
    let updated = 0;
    for (const row of parsed.rows) {
      const same = byKey.get(factorKey(row));
      if (same) {
        if (Number(same.value) !== row.value) {
          await tx
            .update(carbonFactors)
            .set({ value: String(row.value) })
            .where(eq(carbonFactors.id, same.id));
          updated++;
        }
        continue;
      }
      fresh.push({
        factorId: `CO-${randomBytes(5).toString("hex")}`,
        setYear: null,
        isCompany: true,
        source: row.source,
        sheet: COMPANY_FACTORS_SHEET,
        name: row.name,
        unit: row.unit,
        // Every decimal as imported (issue 11 §13): the column is unconstrained numeric.
        value: String(row.value),
        createdBy: user.id,
      });
    }
    if (fresh.length) await tx.insert(carbonFactors).values(fresh);
    const unchanged = parsed.rows.length - fresh.length - updated;
    await audit(tx, ctx.request, {
      action: "company_factors_imported",
      description: `Imported ${file.filename}: ${fresh.length} new company conversion ${fresh.length === 1 ? "factor" : "factors"}, ${updated} updated, ${unchanged} unchanged`,
      entityType: "carbon_factor",
      entityName: file.filename,
      category: "settings",
      metadata: { filename: file.filename, rows: parsed.rows.length, added: fresh.length, updated, unchanged },
    });
    return { imported: fresh.length, updated, unchanged };
  });
}

/**
 * Removes one of the company's own factors. Safe even when figures used it: each stored figure keeps
 * its own copy of the factor (ID, value, unit, source), so no total changes; only new entries can no
 * longer pick it. DESNZ factors are published reference data and cannot be removed.
 */
export async function deleteCompanyFactor(ctx: Ctx, id: number) {
  const [row] = Number.isSafeInteger(id) ? await ctx.db.select().from(carbonFactors).where(eq(carbonFactors.id, id)) : [];
  if (!row) throw notFound("Conversion factor not found");
  if (!row.isCompany) throw badRequest("DESNZ factors are published reference data and cannot be removed; only the company's own factors can");
  await ctx.db.transaction(async (tx) => {
    await tx.delete(carbonFactors).where(eq(carbonFactors.id, id));
    await audit(tx, ctx.request, {
      action: "company_factor_deleted",
      description: `Removed the company conversion factor ${row.name} (${row.factorId}, ${formatFactor(row.value)} kg CO2e per ${row.unit}, ${row.source}); stored figures keep their copy`,
      entityType: "carbon_factor",
      entityId: row.factorId,
      entityName: row.name,
      category: "settings",
      severity: "warning",
      metadata: { factor: presentFactor(row) },
    });
  });
}
