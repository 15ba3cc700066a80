import { sql, type SQL } from "drizzle-orm";
import { EXPIRES_SOON_DAYS } from "@shared/common/expiry";
import { daysAfter } from "@shared/common/uk-dates";
import { ELECTRICAL_TIERS, inspectionKindLabel, type InspectionKind } from "@shared/rules/inspections";
import { rowsOf } from "../../db/client";
import { assetDocuments, assetDueDays, assets } from "../../db/schema/index";
import { reminderState, sqlSource, type ReminderRead, type ReminderSource } from "../../platform/reminders";
import type { AssetRow } from "./asset-record";
import { electricalSettings } from "./asset-safety";
import type { DueKind } from "./asset-due.service";

/**
 * What of the asset register falls due (issue 33's reminders): the inspections an item needs (LOLER,
 * PUWER, the electrical tiers), its maintenance, and its documents' expiry. The due days are kept in
 * asset_due_days by every write that moves one (asset-due.service.ts, by asset-safety.ts's rules), so at
 * 20,000 items the view counts and pages them by the table's (kind, due day, asset) index. Only items
 * in service (active, not binned) have rows. A PUWER inspection or maintenance forecast by hours or
 * miles from average use is left to the item's page; a meter that has reached its due reading is due now.
 */

const link = (id: number) => `/assets/edit/${id}`;
const title = (a: Pick<AssetRow, "name" | "serialNumber">) => (a.serialNumber ? `${a.name} (${a.serialNumber})` : a.name);

type DueRow = { id: number; kind: DueKind; due: string; now: boolean; name: string; serial_number: string | null; project_id: number | null };

/** The earlier of two ISO days. */
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The due rows of `kinds` (each shown from its own warning window, `upTo`) in the read's window, by due
 * day (due now is today), asset and kind: per kind, the first `limit` dated rows in the window and the
 * first `limit` due now, each an index range read in order, merged; the count sums index ranges (the
 * ones due now in one, over the partial index). Never a scan of the register.
 */
async function readDue(db: Parameters<ReminderSource["read"]>[0], read: ReminderRead, kinds: { kind: DueKind; upTo: string }[]) {
  const d = assetDueDays;
  const { today, limit, state } = read;
  const range = (kind: DueKind, where: SQL, order: SQL) =>
    sql`(select ${d.assetId} as asset_id, ${d.kind} as kind, ${d.dueDay} as due_day from ${d} where ${d.kind} = ${kind} and ${where} order by ${order} limit ${limit})`;
  const count = (where: SQL) => sql`(select count(*) from ${d} where ${where})`;
  const parts: SQL[] = [];
  const counts: SQL[] = [];
  // Dated: before today when only the expired are asked for, from today when only those due soon.
  for (const { kind, upTo } of kinds) {
    const to = earlier(upTo, read.until);
    const dated =
      state === "expired"
        ? sql`${d.dueDay} < ${today}`
        : state === "expiring"
          ? sql`${d.dueDay} >= ${today} and ${d.dueDay} <= ${to}`
          : sql`${d.dueDay} <= ${to}`;
    parts.push(range(kind, dated, sql`${d.dueDay}, ${d.assetId}`));
    counts.push(count(sql`${d.kind} = ${kind} and ${dated}`));
  }
  // Due now (never done, or a meter reached) is overdue.
  if (state !== "expiring") {
    for (const { kind } of kinds) parts.push(range(kind, sql`${d.dueDay} is null`, sql`${d.assetId}`));
    counts.push(
      count(
        sql`${d.dueDay} is null and ${d.kind} in (${sql.join(
          kinds.map((k) => sql`${k.kind}`),
          sql`, `,
        )})`,
      ),
    );
  }
  const due = sql`coalesce(p.due_day, ${today}::date)`;
  const page = await db.execute(sql`select p.asset_id as id, p.kind, to_char(${due}, 'YYYY-MM-DD') as due, p.due_day is null as now,
      a.name, a.serial_number, a.project_id, (${sql.join(counts, sql` + `)})::int as reminder_total
    from (${sql.join(parts, sql` union all `)}) p join ${assets} a on a.id = p.asset_id
    order by ${due}, p.asset_id, p.kind limit ${limit}`);
  const rows = rowsOf<DueRow & { reminder_total: number }>(page);
  return { total: rows[0]?.reminder_total ?? 0, rows };
}

/** A due row as the view's item: due now (never done, or a meter reached) is overdue. */
const dueItem = (r: DueRow, category: ReminderSource["category"], what: string, today: string) => ({
  category,
  key: `asset:${r.id}:${r.kind}`,
  title: title({ name: r.name, serialNumber: r.serial_number }),
  what,
  link: link(r.id),
  projectId: r.project_id,
  due: r.due,
  state: r.now ? ("expired" as const) : reminderState(r.due, today),
});

/** Each inspection due (one item per item and kind), each kind from its own warning window. */
const inspections: ReminderSource = {
  name: "asset_inspections",
  category: "asset_inspections",
  async read(db, read) {
    const electrical = await electricalSettings(db);
    const soon = daysAfter(read.today, EXPIRES_SOON_DAYS);
    const kinds = [
      { kind: "thorough_examination" as const, upTo: soon },
      ...ELECTRICAL_TIERS.map((tier) => ({ kind: tier, upTo: daysAfter(read.today, electrical[tier].warnDays) })),
      { kind: "puwer_inspection" as const, upTo: soon },
    ];
    const { total, rows } = await readDue(db, read, kinds);
    return { total, items: rows.map((r) => dueItem(r, "asset_inspections", inspectionKindLabel(r.kind as InspectionKind), read.today)) };
  },
};

/** Maintenance due by date or a reached meter. */
const maintenance: ReminderSource = {
  name: "asset_maintenance",
  category: "asset_maintenance",
  async read(db, read) {
    const { total, rows } = await readDue(db, read, [{ kind: "maintenance", upTo: read.until }]);
    return { total, items: rows.map((r) => dueItem(r, "asset_maintenance", "Maintenance", read.today)) };
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
