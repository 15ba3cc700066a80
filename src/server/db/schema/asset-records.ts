import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { ts, userRef } from "./procurement-columns";
import { workers } from "./workforce";
import { assetDocuments, assetRef, projectRef, workerRef } from "./assets";

/**
 * What is done with an asset (issue 32, beside assets.ts): its inspections, pre-use checklists and
 * checks, clearances, check-outs, authorised operators and their categories' cards, vibration
 * exposure, and the company's inspection settings.
 */

/**
 * An inspection or examination (shared/rules/inspections.ts INSPECTION_KINDS): a LOLER thorough
 * examination's report content (safe working load, examiner, defects with repair-by dates, whether it
 * may stay in use, next due), a PUWER inspection, or one of HSG107's electrical tiers. A hired-in
 * item's supplier evidence is one too (`bySupplier`), with its document.
 */
export const assetInspections = pgTable(
  "asset_inspections",
  {
    id: serial("id").primaryKey(),
    assetId: assetRef(),
    kind: text("kind").notNull(),
    /** The day it was done. */
    day: text("day").notNull(),
    /** pass, pass_with_defects, fail */
    result: text("result").notNull(),
    examinerName: text("examiner_name").notNull(),
    examinerCompany: text("examiner_company"),
    /** LOLER: the safe working load as the report states it ("2,000 kg at 3 m"). */
    safeWorkingLoad: text("safe_working_load"),
    /** Each defect: what, whether it is dangerous now, and the day it must be repaired by. */
    defects: jsonb("defects").$type<{ description: string; dangerous: boolean; repairBy: string | null }[]>().notNull().default([]),
    mayStayInUse: boolean("may_stay_in_use").notNull().default(true),
    /** The next due day the report states (LOLER), or null to use the rule's interval. */
    nextDueDay: text("next_due_day"),
    /** Where it was when done: an examination after installation counts for that site. */
    projectId: projectRef(),
    bySupplier: boolean("by_supplier").notNull().default(false),
    reportDocumentId: integer("report_document_id").references(() => assetDocuments.id, { onDelete: "set null" }),
    notes: text("notes"),
    recordedBy: userRef("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [index("asset_inspections_asset_kind_idx").on(t.assetId, t.kind, t.day, t.id)],
);

/** A pre-use checklist: the questions asked of an asset type (or one category within it) before use. */
export const assetChecklists = pgTable(
  "asset_checklists",
  {
    id: serial("id").primaryKey(),
    /** The asset type it applies to (shared ASSET_TYPES). */
    assetType: text("asset_type").notNull(),
    /** A category within the type ("Excavator"); null: the type's own list. */
    category: text("category"),
    items: jsonb("items").$type<string[]>().notNull(),
    updatedBy: userRef("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("asset_checklists_type_category_idx").on(t.assetType, sql`lower(coalesce(${t.category}, ''))`)],
);

/**
 * A pre-use check, nil-defect or not: each item's answer, who did it (a worker, or a user), on which
 * contract, the hour meter. A failed check takes the asset out of use (assets.out_of_use).
 */
export const assetPreUseChecks = pgTable(
  "asset_pre_use_checks",
  {
    id: serial("id").primaryKey(),
    assetId: assetRef(),
    workerId: workerRef(),
    projectId: projectRef(),
    day: text("day").notNull(),
    checkedAt: ts("checked_at").notNull().defaultNow(),
    answers: jsonb("answers").$type<{ item: string; ok: boolean; note: string | null }[]>().notNull(),
    passed: boolean("passed").notNull(),
    defectNote: text("defect_note"),
    hoursReading: numeric("hours_reading", { precision: 8, scale: 1 }),
    /** An operator whose card did not meet the category's rule, let through: why, and who. */
    overrideReason: text("override_reason"),
    recordedBy: userRef("recorded_by"),
  },
  (t) => [index("asset_pre_use_checks_asset_idx").on(t.assetId, t.checkedAt, t.id), index("asset_pre_use_checks_day_idx").on(t.day)],
);

/** Clearing an out-of-use item: by whom (an authorised person), when, and the note. */
export const assetClearances = pgTable(
  "asset_clearances",
  {
    id: serial("id").primaryKey(),
    assetId: assetRef(),
    reason: text("reason").notNull(),
    note: text("note").notNull(),
    clearedBy: userRef("cleared_by"),
    clearedAt: ts("cleared_at").notNull().defaultNow(),
  },
  (t) => [index("asset_clearances_asset_idx").on(t.assetId, t.clearedAt)],
);

/** A check-out to a person on a contract, and its check-in. One open check-out per asset. */
export const assetCheckouts = pgTable(
  "asset_checkouts",
  {
    id: serial("id").primaryKey(),
    assetId: assetRef(),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    projectId: projectRef(),
    checkedOutAt: ts("checked_out_at").notNull().defaultNow(),
    checkedOutBy: userRef("checked_out_by"),
    /** The day it is due back; past it and not returned, the check-out is overdue. */
    dueBack: text("due_back"),
    checkedInAt: ts("checked_in_at"),
    checkedInBy: userRef("checked_in_by"),
    conditionIn: text("condition_in"),
    note: text("note"),
    /** An operator whose card did not meet the category's rule, let through: why (the override log). */
    overrideReason: text("override_reason"),
  },
  (t) => [
    uniqueIndex("asset_checkouts_open_idx")
      .on(t.assetId)
      .where(sql`${t.checkedInAt} is null`),
    index("asset_checkouts_asset_idx").on(t.assetId, t.checkedOutAt),
    index("asset_checkouts_worker_idx").on(t.workerId, t.checkedOutAt),
    index("asset_checkouts_due_idx")
      .on(t.dueBack)
      .where(sql`${t.checkedInAt} is null`),
  ],
);

/** An asset's authorised operators (workers). */
export const assetOperators = pgTable(
  "asset_operators",
  {
    id: serial("id").primaryKey(),
    assetId: assetRef(),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    authorisedBy: userRef("authorised_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("asset_operators_pair_idx").on(t.assetId, t.workerId), index("asset_operators_worker_idx").on(t.workerId)],
);

/** The cards a plant category's operators need (CPCS, NPORS), judged as a trade's rule is (workforce/card-rules.ts). */
export const plantCategoryCards = pgTable(
  "plant_category_cards",
  {
    id: serial("id").primaryKey(),
    category: text("category").notNull(),
    requirements: jsonb("requirements").$type<{ scheme: string; cardType?: string }[][]>().notNull(),
    updatedBy: userRef("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("plant_category_cards_category_idx").on(sql`lower(${t.category})`)],
);

/**
 * Hand-arm vibration: a worker's trigger time with a tool on one day. Points are worked out when logged
 * (rules/havs.ts) from the tool's magnitude then, which is kept: a later change of the tool's figure
 * does not rewrite a day already worked.
 */
export const havsExposures = pgTable(
  "havs_exposures",
  {
    id: serial("id").primaryKey(),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    assetId: assetRef(),
    projectId: projectRef(),
    day: text("day").notNull(),
    minutes: integer("minutes").notNull(),
    magnitude: numeric("magnitude", { precision: 5, scale: 2 }).notNull(),
    points: integer("points").notNull(),
    /** Logged past the limit (400 points): why, and who allowed it. */
    overrideReason: text("override_reason"),
    recordedBy: userRef("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [index("havs_exposures_worker_day_idx").on(t.workerId, t.day), index("havs_exposures_asset_idx").on(t.assetId, t.day)],
);

/**
 * The company's inspection settings (one row, id 1): HSG107's tiers for portable electrical site tools
 * (every N units, and how many days before it turns amber), the days a hired-in item may go without a
 * pre-use check before it is flagged idle. Absent row: HSG107's suggestions and 3 days.
 */
export const assetSettings = pgTable("asset_settings", {
  id: integer("id").primaryKey(),
  electrical: jsonb("electrical").$type<Record<string, { every: number; unit: string; warnDays: number }>>(),
  idleHireDays: integer("idle_hire_days").notNull().default(3),
  updatedBy: userRef("updated_by"),
  updatedAt: updatedAt(),
});

/**
 * Each in-service asset's next due day per duty (decision 0079): LOLER's thorough examination, HSG107's
 * three tiers, the PUWER inspection and maintenance, by modules/assets/asset-due.service.ts's rules. Kept, not
 * worked out on each read, so the reminders view and the register's "needs attention" read a due day
 * by an index over 20,000 items; every write that moves one rewrites the asset's rows in its own
 * transaction (asset-due.service.ts refreshDueDays). A row only for an item in service (active, not binned)
 * that needs the duty. `dueDay` null: due now (never done, or a meter has reached its due reading).
 */
export const assetDueDays = pgTable(
  "asset_due_days",
  {
    assetId: assetRef(),
    /** An inspection kind (shared/rules/inspections.ts INSPECTION_KINDS) or "maintenance". */
    kind: text("kind").notNull(),
    dueDay: date("due_day", { mode: "string" }),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.kind] }),
    index("asset_due_days_kind_due_idx").on(t.kind, t.dueDay, t.assetId),
    // Due now, by asset: a page of them in order (an IS NULL bound does not let the index above order by asset).
    index("asset_due_days_now_idx")
      .on(t.kind, t.assetId)
      .where(sql`${t.dueDay} is null`),
  ],
);
