import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea, createdAt, updatedAt } from "./columns";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** data-model.md §3 users, plus the lock-out counters sign-in needs. Emails are stored lower-case. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    password: text("password"),
    role: text("role").notNull().default("Viewer"),
    requestedRole: text("requested_role"),
    email: text("email").notNull(),
    name: text("name").notNull(),
    mobile: text("mobile"),
    company: text("company"),
    message: text("message"),
    profilePicture: text("profile_picture"),
    profilePictureData: bytea("profile_picture_data"),
    profilePictureType: text("profile_picture_type"),
    intentConfirmed: boolean("intent_confirmed").notNull().default(false),
    lastLoginAt: ts("last_login_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    status: text("status").notNull().default("pending"),
    mustChangePassword: boolean("must_change_password").notNull().default(true),
    failedLoginCount: integer("failed_login_count").notNull().default(0),
    lockedUntil: ts("locked_until"),
    passwordChangedAt: ts("password_changed_at"),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), index("users_status_created_idx").on(t.status, t.createdAt), index("users_name_idx").on(t.name, t.id)],
);

/** Server-side sessions: only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
  },
  (t) => [index("password_reset_codes_user_idx").on(t.userId, t.createdAt)],
);

/** Counters for rate limits and lock-outs, keyed like "login:ip:1.2.3.4"; in the database so instances share them. */
export const authThrottles = pgTable("auth_throttles", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStart: ts("window_start").notNull().defaultNow(),
  blockedUntil: ts("blocked_until"),
});

/** Bot-check challenges already redeemed, so one solved challenge cannot be replayed. */
export const usedChallenges = pgTable("used_challenges", {
  signature: text("signature").primaryKey(),
  expiresAt: ts("expires_at").notNull(),
});

export const activityLogs = pgTable(
  "activity_logs",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username"),
    action: text("action").notNull(),
    entityType: text("entity_type"),
    entityId: text("entity_id"),
    entityName: text("entity_name"),
    description: text("description").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    sessionId: text("session_id"),
    metadata: jsonb("metadata"),
    severity: text("severity").notNull().default("info"),
    category: text("category").notNull().default("general"),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_logs_created_idx").on(t.createdAt, t.id),
    index("activity_logs_user_created_idx").on(t.userId, t.createdAt),
    index("activity_logs_category_created_idx").on(t.category, t.createdAt),
  ],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    id: serial("id").primaryKey(),
    role: text("role").notNull(),
    resource: text("resource").notNull(),
    canView: boolean("can_view").notNull().default(false),
    canEdit: boolean("can_edit").notNull().default(false),
    canCreate: boolean("can_create").notNull().default(false),
    canDelete: boolean("can_delete").notNull().default(false),
  },
  (t) => [uniqueIndex("role_permissions_role_resource_unique").on(t.role, t.resource)],
);

/** One row: the company this installation belongs to (data-model.md §3 company_profiles). */
export const companyProfiles = pgTable("company_profiles", {
  id: serial("id").primaryKey(),
  companyName: text("company_name").notNull(),
  companyNumber: text("company_number").notNull().default(""),
  registeredAddress: text("registered_address").notNull().default(""),
  postcode: text("postcode").notNull().default(""),
  phoneNumber: text("phone_number").notNull().default(""),
  emailAddress: text("email_address").notNull().default(""),
  tradingName: text("trading_name"),
  vatNumber: text("vat_number"),
  tradingAddress: text("trading_address"),
  website: text("website"),
  description: text("description"),
  logo: text("logo"),
  logoData: bytea("logo_data"),
  logoType: text("logo_type"),
  logoUpdatedAt: ts("logo_updated_at"),
  employersLiabilityInsurer: text("employers_liability_insurer"),
  employersLiabilityPolicyNumber: text("employers_liability_policy_number"),
  employersLiabilityExpiry: text("employers_liability_expiry"),
  publicLiabilityInsurer: text("public_liability_insurer"),
  publicLiabilityPolicyNumber: text("public_liability_policy_number"),
  publicLiabilityCover: numeric("public_liability_cover", { precision: 15, scale: 2 }),
  publicLiabilityExpiry: text("public_liability_expiry"),
  healthSafetyPolicy: text("health_safety_policy"),
  environmentalPolicy: text("environmental_policy"),
  qualityPolicy: text("quality_policy"),
  certifications: text("certifications")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  specializations: text("specializations")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  establishedYear: integer("established_year"),
  numberOfEmployees: integer("number_of_employees"),
  annualTurnover: numeric("annual_turnover", { precision: 15, scale: 2 }),
  bankName: text("bank_name"),
  bankAccountName: text("bank_account_name"),
  bankSortCode: text("bank_sort_code"),
  bankAccountNumber: text("bank_account_number"),
  contactName: text("contact_name"),
  contactPhone: text("contact_phone"),
  contactEmail: text("contact_email"),
  emergencyContactName: text("emergency_contact_name"),
  emergencyContactPhone: text("emergency_contact_phone"),
  cisRegistered: boolean("cis_registered").notNull().default(false),
  constructionLineNumber: text("construction_line_number"),
  safeContractorApproved: boolean("safe_contractor_approved").notNull().default(false),
  brandColor: text("brand_color").notNull().default("#6b7280"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/** Every email the system sends; the admin's outbox when SMTP is not configured. */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    kind: text("kind").notNull().default("general"),
    status: text("status").notNull().default("outbox"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: ts("sent_at"),
  },
  (t) => [index("outbox_emails_created_idx").on(t.createdAt, t.id), index("outbox_emails_to_idx").on(t.toAddress, t.createdAt)],
);

/** A file sent with an outbox message (a purchase order's PDF): kept with it so the outbox shows what went. */
export const outboxAttachments = pgTable(
  "outbox_email_attachments",
  {
    id: serial("id").primaryKey(),
    emailId: integer("email_id")
      .notNull()
      .references(() => outboxEmails.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [index("outbox_email_attachments_email_idx").on(t.emailId)],
);

/** Client error reports: boundary, sidebar (with optional screenshot) and preload failures. */
export const errorReports = pgTable(
  "error_reports",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    message: text("message").notNull(),
    stack: text("stack"),
    severity: text("severity").notNull().default("medium"),
    source: text("source"),
    url: text("url"),
    userAgent: text("user_agent"),
    payload: jsonb("payload").notNull(),
    fingerprint: text("fingerprint").notNull(),
    screenshotData: bytea("screenshot_data"),
    screenshotType: text("screenshot_type"),
    status: text("status").notNull().default("new"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("error_reports_created_idx").on(t.createdAt, t.id), index("error_reports_fingerprint_created_idx").on(t.fingerprint, t.createdAt)],
);

export const issueReports = pgTable(
  "issue_reports",
  {
    id: serial("id").primaryKey(),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    name: text("name"),
    email: text("email").notNull(),
    status: text("status").notNull().default("new"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("issue_reports_created_idx").on(t.createdAt, t.id)],
);

/** Installation-wide secrets and settings (e.g. the bot-check HMAC key), shared by all instances. */
export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const recycleBin = pgTable(
  "recycle_bin",
  {
    id: serial("id").primaryKey(),
    recordType: text("record_type").notNull(),
    recordId: text("record_id").notNull(),
    recordData: jsonb("record_data").notNull(),
    recordName: text("record_name"),
    tableName: text("table_name").notNull(),
    deletedBy: integer("deleted_by").references(() => users.id, { onDelete: "set null" }),
    deletedByName: text("deleted_by_name"),
    deletedAt: ts("deleted_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    isRestored: boolean("is_restored").notNull().default(false),
    restoredAt: ts("restored_at"),
    restoredBy: integer("restored_by").references(() => users.id, { onDelete: "set null" }),
    restoredByName: text("restored_by_name"),
    metadata: jsonb("metadata"),
  },
  (t) => [index("recycle_bin_deleted_idx").on(t.deletedAt)],
);
