import { z } from "zod";
import { decimalField as exactDecimal, optional, optionalDay, optionalText, requiredText, addressPostcodeFields, withUkPostcode } from "../common/fields";
import { contactEmailField, contactPhoneField } from "../projects/project-fields";

/**
 * The supplier's fields (data-model.md §3 suppliers; docs/decisions/0024-suppliers.md): one schema
 * for the supplier form, POST/PATCH /api/suppliers and each row of a CSV import. Keys are stored,
 * labels shown. totalSpend, orderCount and the three ratings are derived, so no schema here takes them.
 */

export const SUPPLIER_TYPES = [
  { value: "builders_merchant", label: "Builders' merchant" },
  { value: "concrete_aggregates", label: "Concrete & aggregates" },
  { value: "steel", label: "Steel & reinforcement" },
  { value: "timber", label: "Timber & sheet materials" },
  { value: "plant_hire", label: "Plant hire" },
  { value: "waste_management", label: "Skip hire & waste" },
  { value: "electrical", label: "Electrical wholesaler" },
  { value: "plumbing_heating", label: "Plumbing & heating" },
  { value: "mechanical_electrical", label: "M&E subcontractor" },
  { value: "groundworks", label: "Groundworks subcontractor" },
  { value: "scaffolding", label: "Scaffolding" },
  { value: "roofing", label: "Roofing" },
  { value: "specialist_subcontractor", label: "Specialist subcontractor" },
  { value: "consultant", label: "Consultant" },
  { value: "other", label: "Other" },
] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number]["value"];
export const SUPPLIER_TYPE_KEYS = SUPPLIER_TYPES.map((t) => t.value) as [SupplierType, ...SupplierType[]];
export const supplierTypeLabel = (key: string) => SUPPLIER_TYPES.find((t) => t.value === key)?.label ?? key;

/** data-model.md §4: active is the default; on hold stops new orders for now, inactive for good. */
export const SUPPLIER_STATUSES = [
  { value: "active", label: "Active" },
  { value: "on_hold", label: "On hold" },
  { value: "inactive", label: "Inactive" },
] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number]["value"];
export const SUPPLIER_STATUS_KEYS = SUPPLIER_STATUSES.map((s) => s.value) as [SupplierStatus, ...SupplierStatus[]];
export const supplierStatusLabel = (key: string) => SUPPLIER_STATUSES.find((s) => s.value === key)?.label ?? key;
/** A supplier in a pick list: its name, and its status in words when it is not active ("Acme (On hold)"). */
export const supplierOptionLabel = (s: { name: string; status: string }) => (s.status === "active" ? s.name : `${s.name} (${supplierStatusLabel(s.status)})`);

export { UNITED_KINGDOM } from "../common/fields";
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 60;

export const SUPPLIER_TYPE_MESSAGE = "Choose a supplier type";
export const SUPPLIER_STATUS_MESSAGE = "Status must be active, on_hold or inactive";
export const CODE_TAKEN_MESSAGE = "Another supplier already has this code";

const squash = (v: string) => v.replace(/\s+/g, "").toUpperCase();

/** A list of short labels (chips): trimmed, blanks and case-insensitive repeats dropped. */
const tagList = (label: string) =>
  z
    .array(z.string({ error: `${label} must be a list of text` }), { error: `${label} must be a list of text` })
    .nullish()
    .transform((list) => {
      const out: string[] = [];
      for (const raw of list ?? []) {
        const tag = raw.trim();
        if (tag && !out.some((t) => t.toLowerCase() === tag.toLowerCase())) out.push(tag);
      }
      return out;
    })
    .refine((list) => list.length <= MAX_TAGS, `${label}: at most ${MAX_TAGS}`)
    .refine((list) => list.every((t) => t.length <= MAX_TAG_LENGTH), `${label}: each must be ${MAX_TAG_LENGTH} characters or fewer`);

/**
 * An exact decimal kept as a canonical string ("2500.00"), never through a float (common/fields.ts):
 * not negative, at most `places` decimals, `whole` digits before the point and no more than `max` when given.
 */
export const decimalField = (label: string, { whole, places, max, unit }: { whole: number; places: number; max?: number; unit: string }) => {
  const tooLarge = `${label} must be at most ${max ?? "9".repeat(whole)}`;
  return exactDecimal(
    label,
    { whole, scale: places },
    {
      example: unit,
      symbols: true,
      max: max === undefined ? undefined : { value: String(max), message: tooLarge },
      messages: { notNumber: `${label} must be ${unit}`, tooLarge },
    },
  );
};

export const supplierShape = {
  name: requiredText("Name", 200, "Supplier name is required"),
  code: optional(
    z
      .string()
      .trim()
      .max(30, "Code must be 30 characters or fewer")
      .regex(/^[A-Za-z0-9][A-Za-z0-9./_-]*$/, "Code may use letters, numbers and . / _ - only"),
  ),
  contactPerson: optionalText("Contact person", 100),
  email: optional(contactEmailField("the supplier")),
  phone: optional(contactPhoneField("the supplier")),
  address: optionalText("Address", 500),
  city: optionalText("Town or city", 100),
  /** Checked as a UK postcode when the country is the United Kingdom (withUkPostcode, below). */
  ...addressPostcodeFields,
  supplierType: z.enum(SUPPLIER_TYPE_KEYS, { error: SUPPLIER_TYPE_MESSAGE }),
  specializations: tagList("Specialisations"),
  certifications: tagList("Certifications"),
  insuranceExpiry: optionalDay("Insurance expiry"),
  vatNumber: optional(
    z
      .string()
      .transform(squash)
      .refine((v) => /^GB([0-9]{9}|[0-9]{12}|GD[0-9]{3}|HA[0-9]{3})$/.test(v), "VAT number must be GB followed by 9 or 12 digits, e.g. GB123456789"),
  ),
  companyNumber: optional(
    z
      .string()
      .transform(squash)
      .refine((v) => /^([0-9]{8}|[A-Z]{2}[0-9]{6})$/.test(v), "Company number must be 8 characters, e.g. 01234567 or SC123456"),
  ),
  paymentTerms: optionalText("Payment terms", 100),
  creditLimit: decimalField("Credit limit", { whole: 10, places: 2, unit: "an amount in pounds, e.g. 25000 or 2500.50" }),
  discountRate: decimalField("Discount rate", { whole: 3, places: 2, max: 100, unit: "a percentage, e.g. 2.5" }),
  status: z
    .enum(SUPPLIER_STATUS_KEYS, { error: SUPPLIER_STATUS_MESSAGE })
    .nullish()
    .transform((v) => v ?? "active"),
  notes: optionalText("Notes", 2000),
};

export const supplierObject = z.object(supplierShape);

/** A UK address takes a UK postcode, stored as Royal Mail writes it ("LS11 5DF"); elsewhere as typed. */
export const supplierSchema = supplierObject.transform(withUkPostcode);
export type SupplierFormValues = z.input<typeof supplierSchema>;
export type SupplierInput = z.output<typeof supplierSchema>;

/** PATCH /api/suppliers/:id: any of the fields; the server checks the merged record with supplierSchema. */
export const updateSupplierSchema = supplierObject.partial();
export type UpdateSupplierInput = z.output<typeof updateSupplierSchema>;
