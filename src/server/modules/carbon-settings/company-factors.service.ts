import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { COMPANY_FACTORS_SHEET, MAX_FACTOR_FILE_BYTES } from "@shared/carbon-settings/carbon-settings";
import { factorKey, parseFactorCsv } from "@shared/carbon-settings/factor-csv";
import type { Db } from "../../db/client";
import { carbonFactors } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { checkedCsvRows, readCsvFile } from "../../platform/register/csv-import";
import { presentFactor } from "../carbon/carbon-factors.service";
import { formatFactor } from "@shared/common/numbers";

type Ctx = { db: Db; request: FastifyRequest };

/** The uploaded sheet (platform/register/csv-import.ts), up to its size. */
export const readFactorFile = (request: FastifyRequest) => readCsvFile(request, MAX_FACTOR_FILE_BYTES);

/**
 * Imports a company's own factors (an ICE licence, an EPD). Every row is checked first; one bad row
 * refuses the whole file with every problem listed, so nothing is half-imported. A factor with the
 * same name, unit and source as one already imported takes the new value (a revised sheet); stored
 * figures keep the value they were computed with.
 */
export async function importCompanyFactors(ctx: Ctx, file: { text: string; filename: string }) {
  const user = requireUser(ctx.request);
  const rows = await checkedCsvRows(() => parseFactorCsv(file.text));
  return ctx.db.transaction(async (tx) => {
    const existing = await tx.select().from(carbonFactors).where(eq(carbonFactors.isCompany, true));
    const byKey = new Map(existing.map((f) => [factorKey(f), f]));
    const fresh: (typeof carbonFactors.$inferInsert)[] = [];
    let updated = 0;
    for (const row of rows) {
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
    const unchanged = rows.length - fresh.length - updated;
    await audit(tx, ctx.request, {
      action: "company_factors_imported",
      description: `Imported ${file.filename}: ${fresh.length} new company conversion ${fresh.length === 1 ? "factor" : "factors"}, ${updated} updated, ${unchanged} unchanged`,
      entityType: "carbon_factor",
      entityName: file.filename,
      category: "settings",
      metadata: { filename: file.filename, rows: rows.length, added: fresh.length, updated, unchanged },
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
