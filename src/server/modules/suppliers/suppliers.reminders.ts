import { sql } from "drizzle-orm";
import { suppliers } from "../../db/schema/index";
import { sqlSource, type ReminderSource } from "../../platform/reminders";

/** An active supplier's insurance running out or run out (issue 33's reminders). */
type SupplierRow = { id: number; due: string; name: string };

const insurance = sqlSource<SupplierRow>({
  name: "supplier_insurance",
  category: "supplier_insurance",
  rows: (bounds) => sql`select s.id, s.insurance_expiry as due, s.name from ${suppliers} s
    where ${bounds(sql`s.insurance_expiry`)} and s.deleted_at is null and s.status = 'active'`,
  item: (r) => ({ key: `supplier:${r.id}:insurance`, title: r.name, what: "Insurance", link: `/suppliers?supplier=${r.id}`, projectId: null }),
});

export const supplierReminders: ReminderSource[] = [insurance];
