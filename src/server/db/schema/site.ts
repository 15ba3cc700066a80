import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./identity";
import { files, projects } from "./projects";
import { carbonEntries } from "./carbon";

const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: "set null" });
const projectRef = () =>
  integer("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" });

/** data-model.md §3 hse_certificates: inspection and test certificates of plant on site (LOLER, PUWER…). */
export const hseCertificates = pgTable(
  "hse_certificates",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    plantHireEntryId: integer("plant_hire_entry_id").references(() => carbonEntries.id, { onDelete: "cascade" }),
    equipmentName: text("equipment_name"),
    certificateType: text("certificate_type").notNull(),
    /** The uploaded certificate, kept in the files module (file_blobs); file_path is its download path. */
    fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
    fileName: text("file_name"),
    originalFileName: text("original_file_name"),
    filePath: text("file_path").notNull(),
    fileSize: integer("file_size"),
    mimeType: text("mime_type"),
    certificateNumber: text("certificate_number"),
    issuedBy: text("issued_by"),
    issuedDate: text("issued_date"),
    expiryDate: text("expiry_date"),
    status: text("status").notNull().default("active"),
    uploadedBy: userRef("uploaded_by"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("hse_certificates_plant_idx").on(t.plantHireEntryId), index("hse_certificates_project_expiry_idx").on(t.projectId, t.expiryDate)],
);

/** data-model.md §3 visitor_attendance: visitors signed in on a site, with their travel and its carbon. */
export const visitorAttendance = pgTable(
  "visitor_attendance",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company").notNull(),
    reasonForVisit: text("reason_for_visit").notNull(),
    date: text("date").notNull(),
    signInTime: text("sign_in_time"),
    signOutTime: text("sign_out_time"),
    travelMethod: text("travel_method"),
    travelDistance: numeric("travel_distance", { precision: 10, scale: 2 }),
    /** True when the distance was worked out from the postcodes rather than typed. */
    travelDistanceEstimated: boolean("travel_distance_estimated").notNull().default(false),
    travelCarbon: numeric("travel_carbon", { precision: 10, scale: 3 }),
    travelOriginPostcode: text("travel_origin_postcode"),
    /** diary (typed by the site team), poster (the visitor's own phone) */
    signInMethod: text("sign_in_method").notNull().default("diary"),
    /** gate, self, auto (the contract's sign-out time), corrected; null while on site or for a visit typed with its times */
    signOutMethod: text("sign_out_method"),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
    updatedBy: userRef("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("visitor_attendance_project_date_idx").on(t.projectId, t.date, t.id),
    index("visitor_attendance_project_created_idx").on(t.projectId, t.createdAt),
    // The roll-call's visitors: those of a contract not signed out (issue 31), without reading the whole day.
    index("visitor_attendance_open_idx")
      .on(t.projectId, t.date)
      .where(sql`${t.signOutTime} is null`),
  ],
);

/**
 * data-model.md §3 site_issues. Status workflow (docs/decisions/0010): open → in_progress → resolved →
 * closed, and reopen (resolved or closed → open). Each change is kept in site_issue_updates.
 */
export const siteIssues = pgTable(
  "site_issues",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    date: text("date").notNull(),
    reportedBy: text("reported_by"),
    reportedById: userRef("reported_by_id"),
    issueType: text("issue_type").notNull(),
    priority: text("priority").notNull(),
    location: text("location"),
    assignedTo: text("assigned_to"),
    assignedToId: userRef("assigned_to_id"),
    targetDate: text("target_date"),
    status: text("status").notNull().default("open"),
    issueDescription: text("issue_description").notNull(),
    immediateActions: text("immediate_actions"),
    proposedSolution: text("proposed_solution"),
    resolutionNotes: text("resolution_notes"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
    updatedBy: userRef("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("site_issues_project_status_idx").on(t.projectId, t.status, t.targetDate),
    index("site_issues_project_created_idx").on(t.projectId, t.createdAt, t.id),
    index("site_issues_assigned_idx").on(t.assignedToId, t.status),
  ],
);

/** Every status change, assignment or note on a site issue: its history, and the timeline's source. */
export const siteIssueUpdates = pgTable(
  "site_issue_updates",
  {
    id: serial("id").primaryKey(),
    issueId: integer("issue_id")
      .notNull()
      .references(() => siteIssues.id, { onDelete: "cascade" }),
    projectId: projectRef(),
    userId: userRef("user_id"),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("site_issue_updates_issue_idx").on(t.issueId, t.createdAt), index("site_issue_updates_project_created_idx").on(t.projectId, t.createdAt)],
);

export const siteIssuePhotos = pgTable(
  "site_issue_photos",
  {
    id: serial("id").primaryKey(),
    issueId: integer("issue_id")
      .notNull()
      .references(() => siteIssues.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("site_issue_photos_pair_idx").on(t.issueId, t.fileId)],
);

/**
 * data-model.md §3 risk_assessments: hazards scored likelihood × severity (5 × 5) in `scores`, with
 * the overall score and mitigation plan. Every save keeps the previous version in risk_assessment_revisions.
 */
export const riskAssessments = pgTable(
  "risk_assessments",
  {
    id: serial("id").primaryKey(),
    projectId: projectRef(),
    contractId: text("contract_id"),
    title: text("title").notNull(),
    overallScore: numeric("overall_score", { precision: 5, scale: 2 }).notNull().default("0"),
    scores: jsonb("scores").notNull(),
    mitigationPlan: text("mitigation_plan"),
    revision: integer("revision").notNull().default(1),
    updated: timestamp("updated", { withTimezone: true }).notNull().defaultNow(),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
    updatedBy: userRef("updated_by"),
  },
  (t) => [index("risk_assessments_project_idx").on(t.projectId, t.updated), index("risk_assessments_updated_idx").on(t.updated, t.id)],
);

export const riskAssessmentRevisions = pgTable(
  "risk_assessment_revisions",
  {
    id: serial("id").primaryKey(),
    assessmentId: integer("assessment_id")
      .notNull()
      .references(() => riskAssessments.id, { onDelete: "cascade" }),
    projectId: projectRef(),
    revision: integer("revision").notNull(),
    title: text("title").notNull(),
    overallScore: numeric("overall_score", { precision: 5, scale: 2 }).notNull(),
    scores: jsonb("scores").notNull(),
    mitigationPlan: text("mitigation_plan"),
    changeNote: text("change_note"),
    changedBy: userRef("changed_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("risk_assessment_revisions_idx").on(t.assessmentId, t.revision),
    index("risk_assessment_revisions_project_created_idx").on(t.projectId, t.createdAt),
  ],
);
