import type { carbonEntries } from "../../db/schema/index";
import { carbonEntryStore, type Found } from "../../platform/site-record-store";

/** Deliveries (carbon_entries, kind 'delivery'): the site record store, newest day first (carbon_entries_project_kind_date_idx). */
export const deliveryStore = carbonEntryStore("delivery");

export type EntryRow = typeof carbonEntries.$inferSelect;
export type EntryWithCreator = Found<EntryRow>;

/** One check for "a factor that belongs to purchased materials": deliveries and Scope 3 share it. */
export { findMaterialFactor } from "../carbon/carbon-factors.service";
