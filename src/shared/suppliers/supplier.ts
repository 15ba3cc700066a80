import { z } from "zod";
import { EXPIRES_SOON_DAYS } from "../common/expiry";
import { idSchema } from "../common/ids";
import { pageOf, pageQuery } from "../common/paging";
import { isoDay, personRef, timestamp } from "../common/wire";
import { SUPPLIER_STATUS_KEYS, SUPPLIER_STATUS_MESSAGE, SUPPLIER_TYPE_KEYS, SUPPLIER_TYPE_MESSAGE, decimalField } from "./supplier-fields";

export * from "./supplier-fields";

/** Insurance that runs out within this many days is flagged before it lapses. */
export const INSURANCE_WARNING_DAYS = EXPIRES_SOON_DAYS;
export const INSURANCE_STATES = ["expired", "expiring"] as const;
export type InsuranceState = (typeof INSURANCE_STATES)[number] | "valid" | "unknown";

export const supplierParams = z.object({ id: idSchema("Supplier not found") });

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const SUPPLIER_SORTS = ["name", "city", "type", "performance", "spend", "insurance", "newest"] as const;
export type SupplierSort = (typeof SUPPLIER_SORTS)[number];

/** The filters of the register; also what the CSV export exports. */
export const supplierFiltersQuery = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, "Search must be 100 characters or fewer").optional()),
  supplierType: z.preprocess(blankToUndefined, z.enum(SUPPLIER_TYPE_KEYS, { error: SUPPLIER_TYPE_MESSAGE }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(SUPPLIER_STATUS_KEYS, { error: SUPPLIER_STATUS_MESSAGE }).optional()),
  specialization: z.preprocess(blankToUndefined, z.string().trim().max(60, "Specialisation must be 60 characters or fewer").optional()),
  insurance: z.preprocess(blankToUndefined, z.enum(INSURANCE_STATES, { error: "Insurance must be expired or expiring" }).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(SUPPLIER_SORTS, { error: `Sort must be one of ${SUPPLIER_SORTS.join(", ")}` }).default("name")),
  dir: z.preprocess(blankToUndefined, z.enum(["asc", "desc"], { error: "Direction must be asc or desc" }).optional()),
});
export type SupplierFilters = z.output<typeof supplierFiltersQuery>;

/** GET /api/suppliers */
export const listSuppliersQuery = pageQuery.extend(supplierFiltersQuery.shape);
export type ListSuppliersQuery = z.output<typeof listSuppliersQuery>;

/** A score from 0 to 5 with at most two decimals, kept as its exact text ("4.50"). */
const ratingField = (label: string) =>
  decimalField(label, { whole: 1, places: 2, max: 5, unit: "a score from 0 to 5" })
    .refine((v) => v !== null, `${label} is required`)
    .transform((v) => v as string);

/** POST /api/suppliers/:id/ratings */
export const rateSupplierSchema = z.object({
  performanceRating: ratingField("Performance rating"),
  qualityRating: ratingField("Quality rating"),
  note: z
    .string()
    .max(1000, "Note must be 1000 characters or fewer")
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null)),
});
export type RateSupplierValues = z.input<typeof rateSupplierSchema>;
export type RateSupplierInput = z.output<typeof rateSupplierSchema>;

export const supplierViewSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string().nullable(),
    contactPerson: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    postcode: z.string().nullable(),
    country: z.string(),
    supplierType: z.string(),
    supplierTypeLabel: z.string(),
    specializations: z.array(z.string()),
    certifications: z.array(z.string()),
    insuranceExpiry: isoDay.nullable(),
    /** expired, expiring (within 30 days), valid, or unknown when no date is recorded. */
    insuranceState: z.enum(["expired", "expiring", "valid", "unknown"]),
    vatNumber: z.string().nullable(),
    companyNumber: z.string().nullable(),
    /** Exact decimals as text: "4.25". */
    performanceRating: z.string(),
    qualityRating: z.string(),
    deliveryRating: z.string(),
    totalSpend: z.string(),
    orderCount: z.number().int(),
    paymentTerms: z.string().nullable(),
    creditLimit: z.string().nullable(),
    discountRate: z.string().nullable(),
    status: z.string(),
    notes: z.string().nullable(),
    createdBy: z.number().int().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Supplier" });
export type SupplierView = z.output<typeof supplierViewSchema>;

export const supplierListSchema = pageOf(supplierViewSchema);
export type SupplierList = z.output<typeof supplierListSchema>;

export const supplierDetailSchema = supplierViewSchema
  .extend({
    ratingCount: z.number().int(),
    /** Goods receipts behind the delivery rating. */
    receiptCount: z.number().int(),
    contractCount: z.number().int(),
  })
  .meta({ id: "SupplierDetail" });
export type SupplierDetail = z.output<typeof supplierDetailSchema>;

export const supplierContractSchema = z
  .object({
    projectId: z.number().int(),
    name: z.string(),
    slug: z.string(),
    code: z.string().nullable(),
    status: z.string(),
    assignedAt: timestamp,
    totalSpent: z.string(),
    orderCount: z.number().int(),
    notes: z.string().nullable(),
  })
  .meta({ id: "SupplierContract" });
export const supplierContractListSchema = pageOf(supplierContractSchema);
export type SupplierContract = z.output<typeof supplierContractSchema>;

export const supplierOrderSchema = z
  .object({
    id: z.number().int(),
    poNumber: z.string(),
    status: z.string(),
    project: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
    orderedDate: isoDay.nullable(),
    requiredDate: isoDay.nullable(),
    totalAmount: z.string(),
    deliveryStatus: z.string(),
  })
  .meta({ id: "SupplierOrder" });
export const supplierOrderListSchema = pageOf(supplierOrderSchema);
export type SupplierOrder = z.output<typeof supplierOrderSchema>;

/** One goods receipt (the delivery-note rows that share its GRN number). */
export const supplierDeliverySchema = z
  .object({
    grnNumber: z.string(),
    poNumber: z.string(),
    deliveryDate: isoDay,
    receivedBy: z.string(),
    lines: z.number().int(),
    onTime: z.boolean().nullable(),
    complete: z.boolean(),
    qualityPassed: z.boolean(),
  })
  .meta({ id: "SupplierDelivery" });
export const supplierDeliveryListSchema = pageOf(supplierDeliverySchema);
export type SupplierDelivery = z.output<typeof supplierDeliverySchema>;

export const supplierRatingSchema = z
  .object({
    id: z.number().int(),
    performanceRating: z.string(),
    qualityRating: z.string(),
    note: z.string().nullable(),
    ratedBy: personRef.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "SupplierRating" });
export const supplierRatingListSchema = pageOf(supplierRatingSchema);
export type SupplierRating = z.output<typeof supplierRatingSchema>;

/** The specialisations recorded on live suppliers, for the register's filter. */
export const supplierSpecializationsSchema = z.object({ items: z.array(z.string()) });

export const SUPPLIER_IMPORT_MAX_BYTES = 1_000_000;
export const SUPPLIER_IMPORT_MAX_ROWS = 2000;
export const supplierImportResultSchema = z.object({ imported: z.number().int() });
