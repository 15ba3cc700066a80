import { sql } from "drizzle-orm";
import { inspectionKindLabel, type InspectionKind } from "@shared/rules/inspections";
import { assetDocuments, assets } from "../../db/schema/index";
import { sqlSource, type ReminderSource } from "../../platform/reminders";
import type { AssetRow } from "./asset-record";
import { electricalSettings } from "./asset-safety";
import { inspectionDueRowsSql, recordDueRowsSql } from "./asset-flags";

/**
 * What of the asset register falls due (issue 33's reminders): the inspections an item needs (LOLER,
 * PUWER, the electrical tiers), its maintenance, and its documents' expiry, by the rules of
 * asset-safety.ts as asset-flags.ts writes them in SQL (the register's colour and "needs attention"
 * filter read the same file): at 20,000 items the view counts and pages in the database, so the due
 * day is worked out there. Only items in service (active, not binned). A PUWER inspection or
 * maintenance forecast by hours or miles from average use is left to the item's page (as the
 * register's filter leaves it); a meter that has reached its due reading is counted, as due now.
 */

const link = (id: number) => `/assets/edit/${id}`;
const title = (a: Pick<AssetRow, "name" | "serialNumber">) => (a.serialNumber ? `${a.name} (${a.serialNumber})` : a.name);

type InspectionRow = { id: number; due: string; kind: InspectionKind; name: string; serial_number: string | null; project_id: number | null; overdue: boolean };

/** Each inspection due, read and paged in SQL by asset-flags.ts's rules (one row per item and kind). */
const inspections: ReminderSource = {
  name: "asset_inspections",
  category: "asset_inspections",
  async read(db, read) {
    const electrical = await electricalSettings(db);
    return sqlSource<InspectionRow>({
      name: "asset_inspections",
      category: "asset_inspections",
      rows: (bounds) => sql`select * from (${inspectionDueRowsSql(read.today, electrical)}) d where ${bounds(sql`d.due`)} and d.due <= d.warn_until`,
      item: (r) => ({
        key: `asset:${r.id}:${r.kind}`,
        title: title({ name: r.name, serialNumber: r.serial_number }),
        what: inspectionKindLabel(r.kind),
        link: link(r.id),
        projectId: r.project_id,
        ...(r.overdue ? { state: "expired" as const } : {}),
      }),
    }).read(db, read);
  },
};

type MaintenanceRow = { id: number; due: string; name: string; serial_number: string | null; project_id: number | null; reached: boolean };

/** Maintenance due by date or a reached meter (asset-flags.ts recordDueRowsSql), paged in SQL. */
const maintenance = sqlSource<MaintenanceRow>({
  name: "asset_maintenance",
  category: "asset_maintenance",
  rows: (bounds, w) =>
    sql`select * from (select id, coalesce(due_day, ${w.today}) collate "C" as due, name, serial_number, project_id, reached from (${recordDueRowsSql("maintenance", w.until)}) r) m where ${bounds(sql`m.due`)}`,
  item: (r) => ({
    key: `asset:${r.id}:maintenance`,
    title: title({ name: r.name, serialNumber: r.serial_number }),
    what: "Maintenance",
    link: link(r.id),
    projectId: r.project_id,
    ...(r.reached ? { state: "expired" as const } : {}),
  }),
});

type DocumentRow = { id: number; due: string; asset_id: number; name: string; serial_number: string | null; title: string; project_id: number | null };

const documents = sqlSource<DocumentRow>({
  name: "asset_documents",
  category: "asset_maintenance",
  rows: (bounds) => sql`select d.id, d.expiry_date as due, d.asset_id, a.name, a.serial_number, d.title, a.project_id
    from ${assetDocuments} d join ${assets} a on a.id = d.asset_id
    where ${bounds(sql`d.expiry_date`)} and a.deleted_at is null and a.status = 'active'`,
  item: (r) => ({
    key: `asset-document:${r.id}:expiry`,
    title: title({ name: r.name, serialNumber: r.serial_number }),
    what: `Document: ${r.title}`,
    link: link(r.asset_id),
    projectId: r.project_id,
  }),
});

export const assetReminders: ReminderSource[] = [inspections, maintenance, documents];
