import { and, eq, isNull, sql } from "drizzle-orm";
import { inspectionKindLabel } from "@shared/rules/inspections";
import type { Db, Tx } from "../../db/client";
import { assetDocuments, assets } from "../../db/schema/index";
import { byDue, reminderState, sqlSource, type ReminderItem, type ReminderRead, type ReminderSource } from "../../platform/reminders";
import type { AssetRow } from "./asset-record";
import { electricalSettings, meterReadings, recordDue, safetyOfAssets } from "./asset-safety";
import { inspectionDueSql, recordDueSql } from "./asset-flags";

/**
 * What of the asset register falls due (issue 33's reminders): the inspections an item needs (LOLER,
 * PUWER, the electrical tiers), its maintenance, and its documents' expiry. What is due is
 * asset-safety.ts's reading (the register's colour, the scan): the SQL of asset-flags.ts finds the
 * items that may be due, and the same functions the register uses judge each one, so the reminders
 * never say an item is due when its page says it is not. Only items in service (active, not binned).
 */

const link = (id: number) => `/assets/edit/${id}`;
const title = (a: Pick<AssetRow, "name" | "serialNumber">) => (a.serialNumber ? `${a.name} (${a.serialNumber})` : a.name);
const inService = and(isNull(assets.deletedAt), eq(assets.status, "active"));

/** All the items of a judged candidate set, counted and cut to the read's page by due day. */
function pageOf(items: ReminderItem[], read: ReminderRead) {
  const kept = items.filter((i) => (read.state ? i.state === read.state : true) && i.due <= read.until).sort(byDue);
  return { total: kept.length, items: kept.slice(0, read.limit) };
}

const inspections: ReminderSource = {
  name: "asset_inspections",
  category: "asset_inspections",
  async read(db: Db | Tx, read) {
    const electrical = await electricalSettings(db);
    const rows = await db
      .select()
      .from(assets)
      .where(and(inService, inspectionDueSql(read.today, electrical)));
    const safety = await safetyOfAssets(db, rows, read.today);
    const items = rows.flatMap((a) =>
      safety.get(a.id)!.safe.reasons.flatMap((r): ReminderItem[] => {
        if (!("kind" in r)) return [];
        // Never done, or overdue by a meter or a new site: due now, whatever the day says.
        const due = r.dueDay ?? read.today;
        const state = r.code === "due_soon" ? reminderState(due, read.today) : "expired";
        return [
          { key: `asset:${a.id}:${r.kind}`, category: "asset_inspections", title: title(a), what: inspectionKindLabel(r.kind), due, state, link: link(a.id), projectId: a.projectId },
        ];
      }),
    );
    return pageOf(items, read);
  },
};

const maintenance: ReminderSource = {
  name: "asset_maintenance",
  category: "asset_maintenance",
  async read(db, read) {
    const rows = await db
      .select()
      .from(assets)
      .where(and(inService, recordDueSql("maintenance", read.until)));
    const metered = rows.filter((a) => a.maintenanceIntervalHours || a.maintenanceIntervalMiles).map((a) => a.id);
    const readings = await meterReadings(db, metered);
    const items = rows.flatMap((a): ReminderItem[] => {
      const due = recordDue(a, "maintenance", readings.get(a.id) ?? {}, read.today);
      if (!due.dueDay || (due.state !== "expired" && due.state !== "expiring")) return [];
      return [
        {
          key: `asset:${a.id}:maintenance`,
          category: "asset_maintenance",
          title: title(a),
          what: "Maintenance",
          due: due.dueDay,
          state: due.state,
          link: link(a.id),
          projectId: a.projectId,
        },
      ];
    });
    return pageOf(items, read);
  },
};

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
