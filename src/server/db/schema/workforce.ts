import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { files } from "./projects";
import { ts, userRef } from "./procurement-columns";

/** Rates in pounds (data-model.md §3: decimal 8,2). */
const rate = (name: string) => numeric(name, { precision: 8, scale: 2 });
/** A manager's score of a worker (decimal 4,2, default 0.00). */
const workerScore = (name: string) => numeric(name, { precision: 4, scale: 2 }).notNull().default("0.00");

/**
 * data-model.md §3 workers, plus `employer` (the company the worker works for: ours or a
 * subcontractor's) and `deleted_at` (the recycle bin). Personal data (NI, UTR, bank, tax code, medical)
 * is answered only to Workforce edit (docs/decisions/0065-worker-personal-data.md). Days are ISO text.
 */
export const workers = pgTable(
  "workers",
  {
    id: serial("id").primaryKey(),
    // Identity
    workerId: text("worker_id").notNull(),
    salutation: text("salutation"),
    nationality: text("nationality"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    dateOfBirth: text("date_of_birth"),
    nationalInsurance: text("national_insurance"),
    utr: text("utr"),
    // Contact
    email: text("email"),
    phoneNumber: text("phone_number"),
    mobilePhone: text("mobile_phone"),
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    addressLine3: text("address_line3"),
    addressLine4: text("address_line4"),
    city: text("city"),
    postcode: text("postcode"),
    country: text("country").notNull().default("United Kingdom"),
    // Employment
    employer: text("employer"),
    trade: text("trade"),
    jobTitle: text("job_title"),
    department: text("department"),
    employmentType: text("employment_type"),
    employmentStatus: text("employment_status").notNull().default("active"),
    startDate: text("start_date"),
    endDate: text("end_date"),
    hourlyRate: rate("hourly_rate"),
    dayRate: rate("day_rate"),
    overtimeRate: rate("overtime_rate"),
    // CSCS card fields (the data model's; a worker's cards are worker_cards)
    cardNumber: text("card_number"),
    expiryDate: text("expiry_date"),
    schemeIdentifier: text("scheme_identifier"),
    validated: boolean("validated").notNull().default(false),
    validationDate: text("validation_date"),
    customerName: text("customer_name"),
    cardTypeName: text("card_type_name"),
    cardSerial: text("card_serial"),
    registrationNumber: text("registration_number"),
    qualificationType: text("qualification_type"),
    qualificationDetails: text("qualification_details"),
    cardPhotoFileId: integer("card_photo_file_id").references(() => files.id, { onDelete: "set null" }),
    isValid: boolean("is_valid"),
    // Qualifications
    certifications: text("certifications"),
    qualifications: text("qualifications"),
    inductionCompleted: boolean("induction_completed").notNull().default(false),
    inductionDate: text("induction_date"),
    skillsTraining: text("skills_training"),
    // Scores
    timekeepingScore: workerScore("timekeeping_score"),
    attendanceScore: workerScore("attendance_score"),
    qualityScore: workerScore("quality_score"),
    safetyScore: workerScore("safety_score"),
    // Attendance (from site sign-ins once they exist, never typed)
    sickDaysTaken: integer("sick_days_taken").notNull().default(0),
    totalSickDays: integer("total_sick_days").notNull().default(0),
    totalAbsences: integer("total_absences").notNull().default(0),
    lateDays: integer("late_days").notNull().default(0),
    hoursWorked: numeric("hours_worked", { precision: 10, scale: 2 }).notNull().default("0.00"),
    // Compliance and personal
    /** True once a right to work check is recorded (shared/workforce/right-to-work.ts); never ticked in the form. */
    rightToWork: boolean("right_to_work").notNull().default(false),
    /**
     * The last right to work check (Home Office guidance, issue 31): how, on what day, by whom, and for
     * time-limited permission when the follow-up check is due (null = permanent). The documents are not stored.
     */
    rightToWorkMethod: text("right_to_work_method"),
    rightToWorkCheckedOn: text("right_to_work_checked_on"),
    rightToWorkCheckedBy: userRef("right_to_work_checked_by"),
    rightToWorkFollowUp: text("right_to_work_follow_up"),
    drivingLicense: text("driving_license"),
    vehicleRegistration: text("vehicle_registration"),
    bankDetails: text("bank_details"),
    taxCode: text("tax_code"),
    nextOfKin: text("next_of_kin"),
    nextOfKinAddress: text("next_of_kin_address"),
    nextOfKinPhone: text("next_of_kin_phone"),
    medicalConditions: text("medical_conditions"),
    allergies: text("allergies"),
    medications: text("medications"),
    // Other
    active: text("active").notNull().default("yes"),
    profilePictureFileId: integer("profile_picture_file_id").references(() => files.id, { onDelete: "set null" }),
    qrCodeData: text("qr_code_data"),
    /**
     * What the worker's QR code carries (issue 30): an unguessable token, never the worker's id or
     * personal data; re-issuing it voids the old one. Null until the first ID card is issued.
     */
    qrToken: text("qr_token"),
    qrIssuedAt: ts("qr_issued_at"),
    notes: text("notes"),
    createdBy: userRef("created_by"),
    updatedBy: userRef("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts("deleted_at"),
    /** "First Last": how the bin's 409 and the activity log name a worker. */
    fullName: text("full_name").generatedAlwaysAs(sql`first_name || ' ' || last_name`),
    /**
     * What the register's search reads (as suppliers.search_text): name, worker ID, trade and
     * employer, lower-cased once when written, joined by U+001F. Card numbers are searched in worker_cards.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || chr(31) || worker_id || chr(31) || coalesce(trade, '') || chr(31) || coalesce(employer, ''))`,
    ),
  },
  (t) => [
    uniqueIndex("workers_worker_id_idx")
      .on(sql`lower(${t.workerId})`)
      .where(sql`${t.deletedAt} is null`),
    index("workers_name_idx")
      .on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("workers_trade_idx")
      .on(sql`lower(${t.trade})`)
      .where(sql`${t.deletedAt} is null`),
    index("workers_employer_idx")
      .on(sql`lower(${t.employer})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex("workers_qr_token_idx").on(t.qrToken),
  ],
);

/** data-model.md §3 worker_cards: a worker's cards (CSCS, CPCS, NPORS…), each checked by someone. */
export const workerCards = pgTable(
  "worker_cards",
  {
    id: serial("id").primaryKey(),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    schemeIdentifier: text("scheme_identifier").notNull(),
    cardNumber: text("card_number").notNull(),
    /** yyyy-MM-dd */
    expiryDate: text("expiry_date"),
    validated: boolean("validated").notNull().default(false),
    /** yyyy-MM-dd */
    validationDate: text("validation_date"),
    validationMethod: text("validation_method"),
    /** valid or invalid: what the last check found. */
    validationResult: text("validation_result"),
    checkedBy: userRef("checked_by"),
    customerName: text("customer_name"),
    cardTypeName: text("card_type_name"),
    cardSerial: text("card_serial"),
    registrationNumber: text("registration_number"),
    qualificationType: text("qualification_type"),
    qualificationDetails: text("qualification_details"),
    /** Photos of the card's two sides, in the files store. */
    frontPhotoFileId: integer("front_photo_file_id").references(() => files.id, { onDelete: "set null" }),
    backPhotoFileId: integer("back_photo_file_id").references(() => files.id, { onDelete: "set null" }),
    /**
     * Renewed: the worker holds another card of the same scheme and type (without case) that runs out
     * later, or never. Kept by workers.repository.ts refreshRenewals after every change to a worker's
     * cards, so the register's card status filter stays an index probe per worker.
     */
    renewed: boolean("renewed").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("worker_cards_worker_idx").on(t.workerId, t.expiryDate),
    index("worker_cards_number_idx").on(sql`lower(${t.cardNumber})`),
    // The reminders' cards running out (workers.reminders.ts): a page by expiry day, not a scan of every card.
    index("worker_cards_expiry_idx")
      .on(t.expiryDate, t.id)
      .where(sql`not ${t.renewed}`),
  ],
);

/**
 * The cards a trade needs (issue 30, shared/workforce/card-rules.ts): groups of alternatives, each
 * `{ scheme, cardType? }`, every group met by one in-date card. One rule per trade, matched without case.
 */
export const tradeCardRules = pgTable(
  "trade_card_rules",
  {
    id: serial("id").primaryKey(),
    trade: text("trade").notNull(),
    requirements: jsonb("requirements").$type<{ scheme: string; cardType?: string }[][]>().notNull(),
    createdBy: userRef("created_by"),
    updatedBy: userRef("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("trade_card_rules_trade_idx").on(sql`lower(${t.trade})`)],
);

/**
 * A manager's score of a worker, with the note that explains it (issue 30: "Scores are entered by a
 * manager with a note"). The worker's own score columns hold the latest of each kind.
 */
export const workerScoreNotes = pgTable(
  "worker_score_notes",
  {
    id: serial("id").primaryKey(),
    workerId: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    /** timekeeping, attendance, quality or safety */
    kind: text("kind").notNull(),
    score: numeric("score", { precision: 4, scale: 2 }).notNull(),
    note: text("note").notNull(),
    scoredBy: userRef("scored_by"),
    createdAt: createdAt(),
  },
  (t) => [index("worker_score_notes_worker_idx").on(t.workerId, t.createdAt)],
);
