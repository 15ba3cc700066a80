import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { carbonEntries, carbonFactors } from "../../db/schema/index";
import { carbonEntryStore, type Found } from "../../platform/site-record-store";

/** Waste leaving site (carbon_entries, kind 'waste'): the site record store, newest day first (carbon_entries_project_kind_date_idx). */
export const wasteStore = carbonEntryStore("waste");

export type EntryRow = typeof carbonEntries.$inferSelect;
export type EntryWithCreator = Found<EntryRow>;

/** Every DESNZ "Waste disposal" factor loaded, all years: the routes listing picks each one's nearest year. */
export async function wasteDisposalFactors(db: Db | Tx) {
  return db
    .select()
    .from(carbonFactors)
    .where(and(eq(carbonFactors.sheet, "Waste disposal"), eq(carbonFactors.isCompany, false)));
}
