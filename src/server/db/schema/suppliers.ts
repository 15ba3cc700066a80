import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { SUPPLIER_TYPE_KEYS, type SupplierType } from "../../../shared/suppliers/supplier-fields";
import { createdAt, updatedAt } from "./columns";
import { money, score, total, ts, userRef } from "./procurement-columns";
import { projects } from "./projects";

/**
 * data-model.md §3 suppliers. totalSpend and orderCount are derived from purchase orders (kept by
 * the purchase-order service, never typed); deliveryRating comes from goods receipts; performance
 * and quality ratings are users' scores (supplier_ratings). Soft-deleted into the recycle bin.
 */
export const suppliers = pgTable(
  "suppliers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    code: text("code"),
    contactPerson: text("contact_person"),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    postcode: text("postcode"),
    country: text("country").notNull().default("United Kingdom"),
    supplierType: text("supplier_type").$type<SupplierType>().notNull(),
    specializations: text("specializations")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certifications: text("certifications")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** yyyy-MM-dd */
    insuranceExpiry: text("insurance_expiry"),
    vatNumber: text("vat_number"),
    companyNumber: text("company_number"),
    performanceRating: score("performance_rating").notNull().default("0.00"),
    qualityRating: score("quality_rating").notNull().default("0.00"),
    deliveryRating: score("delivery_rating").notNull().default("0.00"),
    totalSpend: total("total_spend").notNull().default("0.00"),
    orderCount: integer("order_count").notNull().default(0),
    paymentTerms: text("payment_terms"),
    creditLimit: money("credit_limit"),
    discountRate: score("discount_rate"),
    status: text("status").notNull().default("active"),
    notes: text("notes"),
    createdBy: userRef("created_by"),
    updatedBy: userRef("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts("deleted_at"),
    /**
     * What the register's search reads (as materials.search_text): name, code, contact, town and the
     * postcode without its spaces (fifth), lower-cased once when written, joined by U+001F.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(name || chr(31) || coalesce(code, '') || chr(31) || coalesce(contact_person, '') || chr(31) || coalesce(city, '') || chr(31) || replace(coalesce(postcode, ''), ' ', ''))`,
    ),
  },
  (t) => [
    index("suppliers_name_idx")
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("suppliers_status_type_idx")
      .on(t.status, t.supplierType)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex("suppliers_code_idx")
      .on(sql`lower(${t.code})`)
      .where(sql`${t.deletedAt} is null and ${t.code} is not null`),
    // The app's own list (supplier-fields.ts), also for rows no form wrote (seeds, scripts): a type
    // outside it is one the register's filter cannot find and its form cannot save (issue 28).
    check("suppliers_supplier_type", sql.raw(`supplier_type in (${SUPPLIER_TYPE_KEYS.map((k) => `'${k}'`).join(", ")})`)),
  ],
);

/** One user's score of a supplier's performance and quality (0 to 5, two decimals) with a note. */
export const supplierRatings = pgTable(
  "supplier_ratings",
  {
    id: serial("id").primaryKey(),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    performanceRating: score("performance_rating").notNull(),
    qualityRating: score("quality_rating").notNull(),
    note: text("note"),
    ratedBy: userRef("rated_by"),
    createdAt: createdAt(),
  },
  (t) => [index("supplier_ratings_supplier_idx").on(t.supplierId, t.createdAt)],
);

/** data-model.md §3 supplier_projects: a supplier on a contract; totals derived from its orders. */
export const supplierProjects = pgTable(
  "supplier_projects",
  {
    id: serial("id").primaryKey(),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    assignedAt: ts("assigned_at").notNull().defaultNow(),
    status: text("status").notNull().default("active"),
    totalSpent: total("total_spent").notNull().default("0.00"),
    orderCount: integer("order_count").notNull().default(0),
    notes: text("notes"),
  },
  (t) => [uniqueIndex("supplier_projects_pair_idx").on(t.supplierId, t.projectId), index("supplier_projects_project_idx").on(t.projectId)],
);
