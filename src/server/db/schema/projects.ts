import { sql } from "drizzle-orm";
import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { bytea, createdAt, updatedAt } from "./columns";
import { users } from "./identity";

const ts = (name: string) => timestamp(name, { withTimezone: true });
/** Project money: 15 digits with 2 places (data-model.md §9). */
const money = (name: string) => numeric(name, { precision: 15, scale: 2 });
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });
const projectRef = (name = "project_id") =>
  integer(name)
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" });

/**
 * data-model.md §3 projects. A deleted project is kept with `deleted_at` set and a recycle-bin row
 * (docs/decisions/0008-recycle-bin.md): its diary, files and history stay intact until restored or purged.
 */
export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    code: text("code"),
    address: text("address").notNull(),
    postcode: text("postcode"),
    description: text("description"),
    icon: text("icon"),
    location: text("location"),
    checklist: jsonb("checklist"),
    status: text("status").notNull().default("Open"),
    division: text("division"),
    clientName: text("client_name"),
    clientAddress: text("client_address"),
    clientContact1Name: text("client_contact1_name"),
    clientContact1Phone: text("client_contact1_phone"),
    clientContact1Email: text("client_contact1_email"),
    clientContact2Name: text("client_contact2_name"),
    clientContact2Phone: text("client_contact2_phone"),
    clientContact2Email: text("client_contact2_email"),
    clientContact3Name: text("client_contact3_name"),
    clientContact3Phone: text("client_contact3_phone"),
    clientContact3Email: text("client_contact3_email"),
    clientContact4Name: text("client_contact4_name"),
    clientContact4Phone: text("client_contact4_phone"),
    clientContact4Email: text("client_contact4_email"),
    clientContact5Name: text("client_contact5_name"),
    clientContact5Phone: text("client_contact5_phone"),
    clientContact5Email: text("client_contact5_email"),
    contractValue: money("contract_value"),
    budget: money("budget"),
    budgetLabour: money("budget_labour"),
    budgetPlant: money("budget_plant"),
    budgetWaste: money("budget_waste"),
    budgetEnergy: money("budget_energy"),
    budgetMaterials: money("budget_materials"),
    originalContractValue: money("original_contract_value"),
    originalBudget: money("original_budget"),
    originalBudgetLabour: money("original_budget_labour"),
    originalBudgetPlant: money("original_budget_plant"),
    originalBudgetWaste: money("original_budget_waste"),
    originalBudgetEnergy: money("original_budget_energy"),
    originalBudgetMaterials: money("original_budget_materials"),
    projectManagerId: userRef("project_manager_id"),
    siteManagerId: userRef("site_manager_id"),
    startDate: text("start_date"),
    finishDate: text("finish_date"),
    /** Retention the client holds of the certified value, 0 to 10 % (decision 0081): half back at practical completion, the rest after the defects period. */
    retentionPercent: numeric("retention_percent", { precision: 4, scale: 2 }).notNull().default("3.00"),
    /** yyyy-MM-dd, not before the start. */
    practicalCompletionDate: text("practical_completion_date"),
    /** Months from practical completion to the release of the rest of the retention, 0 to 24. */
    defectsPeriodMonths: integer("defects_period_months").notNull().default(12),
    createdAt: createdAt(),
    createdBy: userRef("created_by"),
    updatedAt: updatedAt(),
    updatedBy: userRef("updated_by"),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    uniqueIndex("projects_slug_unique").on(t.slug),
    index("projects_live_updated_idx")
      .on(t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("projects_live_status_idx")
      .on(t.status, t.updatedAt)
      .where(sql`${t.deletedAt} is null`),
    index("projects_name_idx").on(t.name),
  ],
);

export const budgetChangeLogs = pgTable(
  "budget_change_logs",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    userId: userRef("user_id"),
    fieldName: text("field_name").notNull(),
    oldValue: text("old_value").notNull(),
    newValue: text("new_value").notNull(),
    reason: text("reason").notNull(),
    changedAt: ts("changed_at").notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
  },
  (t) => [index("budget_change_logs_project_idx").on(t.projectId, t.changedAt)],
);

/** `date` is an ISO day (yyyy-mm-dd) so it sorts; `labor` is the form's JSON string, kept as sent. */
export const diaryEntries = pgTable(
  "diary_entries",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    userId: userRef("user_id"),
    date: text("date").notNull(),
    author: text("author").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: userRef("updated_by"),
    workSummary: text("work_summary").notNull(),
    weatherImpact: text("weather_impact"),
    materialsDelivered: text("materials_delivered"),
    labor: text("labor").notNull(),
    photos: jsonb("photos").$type<number[]>().notNull().default([]),
    weather: jsonb("weather"),
    sharedWith: jsonb("shared_with").$type<string[]>().notNull().default([]),
  },
  (t) => [
    index("diary_entries_project_date_idx").on(t.projectId, t.date, t.id),
    index("diary_entries_date_idx").on(t.date, t.id),
    index("diary_entries_user_date_idx").on(t.userId, t.date),
    index("diary_entries_project_created_idx").on(t.projectId, t.createdAt),
    // The timeline's "entry edited" branch: only edited entries, so it no longer reads every entry of a contract.
    index("diary_entries_project_edited_idx")
      .on(t.projectId, t.updatedAt, t.id)
      .where(sql`${t.updatedAt} > ${t.createdAt}`),
  ],
);

export const diaryComments = pgTable(
  "diary_comments",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    timeSlot: text("time_slot"),
    date: text("date").notNull(),
    recordId: integer("record_id"),
    recordType: text("record_type"),
    comment: text("comment").notNull(),
    author: text("author").notNull(),
    userId: userRef("user_id"),
    photos: jsonb("photos").$type<number[]>().notNull().default([]),
    updatedBy: text("updated_by"),
    updatedByUserId: userRef("updated_by_user_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("diary_comments_project_date_idx").on(t.projectId, t.date, t.timeSlot),
    index("diary_comments_project_created_idx").on(t.projectId, t.createdAt),
  ],
);

export const journalMessages = pgTable(
  "journal_messages",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    userId: userRef("user_id"),
    author: text("author").notNull(),
    message: text("message").notNull(),
    imageUrl: text("image_url"),
    imageName: text("image_name"),
    createdAt: createdAt(),
  },
  (t) => [index("journal_messages_project_created_idx").on(t.projectId, t.createdAt, t.id)],
);

/** The measurements a daily record and a snapshot share (temperature and condition differ in nullability). */
const readingColumns = () => ({
  humidity: numeric("humidity", { precision: 5, scale: 2 }),
  windSpeed: numeric("wind_speed", { precision: 6, scale: 2 }),
  windDirection: text("wind_direction"),
  pressure: numeric("pressure", { precision: 7, scale: 2 }),
  visibility: numeric("visibility", { precision: 8, scale: 2 }),
  uvIndex: numeric("uv_index", { precision: 4, scale: 2 }),
});

/** One reading per project and day, from the provider or entered by hand (`source`). */
export const weatherRecords = pgTable(
  "weather_records",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    date: text("date").notNull(),
    temperature: numeric("temperature", { precision: 5, scale: 2 }).notNull(),
    condition: text("condition").notNull(),
    ...readingColumns(),
    description: text("description"),
    source: text("source").notNull().default("manual"),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("weather_records_project_date_unique").on(t.projectId, t.date),
    // The timeline lists readings newest recorded first.
    index("weather_records_project_created_idx").on(t.projectId, t.createdAt, t.id),
  ],
);

export const weatherSnapshots = pgTable(
  "weather_snapshots",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    timestamp: ts("timestamp").notNull().defaultNow(),
    temperature: numeric("temperature", { precision: 5, scale: 2 }),
    condition: text("condition"),
    ...readingColumns(),
    feelsLike: numeric("feels_like", { precision: 5, scale: 2 }),
    dewPoint: numeric("dew_point", { precision: 5, scale: 2 }),
  },
  (t) => [index("weather_snapshots_project_time_idx").on(t.projectId, t.timestamp)],
);

export const folders = pgTable(
  "folders",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => folders.id, { onDelete: "cascade" }),
    projectId: projectRef(),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("folders_project_parent_idx").on(t.projectId, t.parentId, t.name)],
);

/** File metadata; the bytes live in file_blobs so listing never reads them. `path` is the storage key. */
export const files = pgTable(
  "files",
  {
    id: serial("id").primaryKey(),
    filename: text("filename").notNull(),
    originalName: text("original_name").notNull(),
    path: text("path").notNull(),
    mimetype: text("mimetype").notNull(),
    size: integer("size").notNull(),
    /** Null for a company-level file (a material's picture or a supplier's quote): decision 0026. */
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    diaryEntryId: integer("diary_entry_id").references(() => diaryEntries.id, { onDelete: "set null" }),
    folderId: integer("folder_id").references(() => folders.id, { onDelete: "cascade" }),
    uploadedBy: userRef("uploaded_by"),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [
    index("files_project_folder_idx").on(t.projectId, t.folderId, t.createdAt),
    index("files_project_created_idx").on(t.projectId, t.createdAt),
    index("files_diary_entry_idx").on(t.diaryEntryId),
  ],
);

export const fileBlobs = pgTable("file_blobs", {
  fileId: integer("file_id")
    .primaryKey()
    .references(() => files.id, { onDelete: "cascade" }),
  data: bytea("data").notNull(),
});

export const fileComments = pgTable(
  "file_comments",
  {
    id: serial("id").primaryKey(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    userId: userRef("user_id"),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("file_comments_file_idx").on(t.fileId, t.createdAt)],
);

export const commentReactions = pgTable(
  "comment_reactions",
  {
    id: serial("id").primaryKey(),
    commentId: integer("comment_id")
      .notNull()
      .references(() => fileComments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    emoji: text("emoji").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("comment_reactions_unique").on(t.commentId, t.userId, t.emoji)],
);
