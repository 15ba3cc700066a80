import { z } from "zod";
import { optionalDecimal } from "../common/decimal";
import { DEFAULT_BRAND_COLOUR, isValidHexColour } from "../rules/brand-colour";

/**
 * The company profile (data-model.md §3 company_profiles): one schema for the /company form and
 * PUT /api/company-profile. Optional fields accept "" from a form and store null.
 */

export const BRAND_COLOUR_MESSAGE = "Brand colour must be a hex colour like #0C6D52";
export const MAX_TAGS = 50;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
/** "", blanks, null and undefined → null; anything else must pass `inner` (whose messages are shown). */
const optional = <T extends z.ZodType<unknown, string>>(inner: T) =>
  z
    .string()
    .nullish()
    .transform((v) => (blank(v) ? null : v!))
    .pipe(inner.nullable());
/** The same for numbers, which a form gives as strings and an API caller may send as numbers. */
const optionalNumber = <T extends z.ZodType<unknown, string | number>>(inner: T) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (blank(v) ? null : v!))
    .pipe(inner.nullable());

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be ${max} characters or fewer`);
/** A required text: missing, null or blank all say "<label> is required". */
const requiredString = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);
const required = (max: number, label: string) => requiredString(label).max(max, `${label} must be ${max} characters or fewer`);
const optionalText = (max: number, label: string) => optional(text(max, label));

const squash = (v: string) => v.replace(/[\s-]+/g, "").toUpperCase();

/** UK postcodes, including GIR 0AA; stored upper-case with one space before the inward code. */
const POSTCODE = /^(GIR ?0AA|[A-PR-UWYZ][0-9][0-9A-HJKPSTUW]? ?[0-9][ABD-HJLNP-UW-Z]{2}|[A-PR-UWYZ][A-HK-Y][0-9][0-9ABEHMNPRVWXY]? ?[0-9][ABD-HJLNP-UW-Z]{2})$/;
const postcodeField = requiredString("Postcode")
  .transform((v) => v.toUpperCase().replace(/\s+/g, ""))
  .refine((v) => POSTCODE.test(v), "Please enter a valid UK postcode, e.g. SW1A 1AA")
  .transform((v) => `${v.slice(0, -3)} ${v.slice(-3)}`);

/** UK landline or mobile: 0 + 9–10 digits, or +44 + 9–10 digits; spaces, dashes and brackets ignored. */
const phone = (label: string) =>
  z
    .string()
    .trim()
    .max(30, `Please enter a valid UK phone number for ${label}`)
    .refine((v) => /^(0\d{9,10}|\+44\d{9,10})$/.test(v.replace(/[\s()-]/g, "")), `Please enter a valid UK phone number for ${label}`);

const email = (label: string) =>
  z
    .string()
    .trim()
    .max(254, `${label} must be 254 characters or fewer`)
    .pipe(z.email(`Please enter a valid ${label}`));

/** Companies House: 8 characters, digits or a two-letter prefix (SC, NI, OC…) and 6 digits. */
const companyNumberField = requiredString("Company number")
  .transform(squash)
  .refine((v) => /^([0-9]{8}|[A-Z]{2}[0-9]{6})$/.test(v), "Company number must be 8 characters, e.g. 01234567 or SC123456");

const vatField = z
  .string()
  .transform(squash)
  .refine((v) => /^GB([0-9]{9}|[0-9]{12})$/.test(v), "VAT number must be GB followed by 9 or 12 digits, e.g. GB123456789");

const websiteField = z
  .string()
  .trim()
  .max(200, "Website must be 200 characters or fewer")
  .transform((v) => (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "https:" || u.protocol === "http:") && /\.[a-z]{2,}$/i.test(u.hostname);
    } catch {
      return false;
    }
  }, "Please enter a valid website address, e.g. https://www.example.co.uk");

const sortCodeField = z
  .string()
  .transform((v) => v.replace(/[\s-]+/g, ""))
  .refine((v) => /^\d{6}$/.test(v), "Sort code must be 6 digits, e.g. 12-34-56")
  .transform((v) => `${v.slice(0, 2)}-${v.slice(2, 4)}-${v.slice(4)}`);

const accountNumberField = z
  .string()
  .transform((v) => v.replace(/\s+/g, ""))
  .refine((v) => /^\d{8}$/.test(v), "Account number must be 8 digits");

/** An ISO date (yyyy-MM-dd), as a date input gives it. */
const dateField = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} must be a valid date`);

/** Pounds with at most 2 decimals; kept as a string so it is stored exactly (numeric 15,2). */
const moneyField = (label: string) =>
  optionalDecimal({
    label,
    whole: 13,
    scale: 2,
    example: "1250.50",
    symbols: true,
    messages: { notNumber: `${label} must be an amount in pounds, e.g. 250000 or 1250.50` },
  });

const wholeNumber = (message: string, min: number, max: () => number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => (typeof v === "number" ? v : Number(v.trim())))
    .refine((v) => Number.isInteger(v) && v >= min && v <= max(), message);

const yearMessage = () => `Established year must be between 1800 and ${new Date().getFullYear()}`;
const establishedYearField = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === "number" ? v : Number(v.trim())))
  .superRefine((v, ctx) => {
    if (!Number.isInteger(v) || v < 1800 || v > new Date().getFullYear()) ctx.addIssue({ code: "custom", message: yearMessage() });
  });

const tagList = (label: string) =>
  z
    .array(z.string().trim().min(1, `${label} cannot be blank`).max(100, `Each ${label.toLowerCase()} entry must be 100 characters or fewer`))
    .max(MAX_TAGS, `At most ${MAX_TAGS} ${label.toLowerCase()}`)
    .default([])
    .transform((list) => list.filter((t, i) => list.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === i));

export const brandColourField = z
  .string()
  .trim()
  .refine((v) => isValidHexColour(v), BRAND_COLOUR_MESSAGE);

export const companyProfileSchema = z.object({
  // Company details
  companyName: required(200, "Company name"),
  tradingName: optionalText(200, "Trading name"),
  companyNumber: companyNumberField,
  vatNumber: optional(vatField),
  establishedYear: optionalNumber(establishedYearField),
  numberOfEmployees: optionalNumber(wholeNumber("Number of employees must be a whole number from 0 to 1,000,000", 0, () => 1_000_000)),
  description: optionalText(2000, "Description"),
  // Addresses
  registeredAddress: required(500, "Registered address"),
  postcode: postcodeField,
  tradingAddress: optionalText(500, "Trading address"),
  // Contact
  phoneNumber: requiredString("Phone number").pipe(phone("the company")),
  emailAddress: requiredString("Email address").pipe(email("email address")),
  website: optional(websiteField),
  contactName: optionalText(100, "Contact name"),
  contactPhone: optional(phone("the contact")),
  contactEmail: optional(email("contact email")),
  emergencyContactName: optionalText(100, "Emergency contact name"),
  emergencyContactPhone: optional(phone("the emergency contact")),
  // Insurance
  employersLiabilityInsurer: optionalText(100, "Employers' liability insurer"),
  employersLiabilityPolicyNumber: optionalText(100, "Employers' liability policy number"),
  employersLiabilityExpiry: optional(dateField("Employers' liability expiry")),
  publicLiabilityInsurer: optionalText(100, "Public liability insurer"),
  publicLiabilityPolicyNumber: optionalText(100, "Public liability policy number"),
  publicLiabilityCover: moneyField("Public liability cover"),
  publicLiabilityExpiry: optional(dateField("Public liability expiry")),
  // Policies
  healthSafetyPolicy: optionalText(5000, "Health and safety policy"),
  environmentalPolicy: optionalText(5000, "Environmental policy"),
  qualityPolicy: optionalText(5000, "Quality policy"),
  // Accreditations
  certifications: tagList("Certifications"),
  specializations: tagList("Specialisations"),
  cisRegistered: z.boolean().default(false),
  constructionLineNumber: optionalText(50, "Constructionline number"),
  safeContractorApproved: z.boolean().default(false),
  // Finance and bank
  annualTurnover: moneyField("Annual turnover"),
  bankName: optionalText(100, "Bank name"),
  bankAccountName: optionalText(100, "Account name"),
  bankSortCode: optional(sortCodeField),
  bankAccountNumber: optional(accountNumberField),
  // Branding
  brandColor: brandColourField.default(DEFAULT_BRAND_COLOUR),
});

/** What the form holds (strings from inputs). */
export type CompanyProfileForm = z.input<typeof companyProfileSchema>;
/** What the server stores. */
export type CompanyProfileInput = z.output<typeof companyProfileSchema>;
export type CompanyProfileField = keyof CompanyProfileInput;
export const COMPANY_PROFILE_FIELDS = Object.keys(companyProfileSchema.shape) as CompanyProfileField[];

/** Each field's label: on the form and in the activity log's "changed" list. */
export const COMPANY_PROFILE_LABELS: Record<CompanyProfileField, string> = {
  companyName: "Company name",
  tradingName: "Trading name",
  companyNumber: "Company number",
  vatNumber: "VAT number",
  establishedYear: "Year established",
  numberOfEmployees: "Number of employees",
  description: "Company description",
  registeredAddress: "Registered address",
  postcode: "Postcode",
  tradingAddress: "Trading address",
  phoneNumber: "Phone number",
  emailAddress: "Email address",
  website: "Website",
  contactName: "Main contact",
  contactPhone: "Main contact phone",
  contactEmail: "Main contact email",
  emergencyContactName: "Emergency contact",
  emergencyContactPhone: "Emergency contact phone",
  employersLiabilityInsurer: "Employers' liability insurer",
  employersLiabilityPolicyNumber: "Employers' liability policy number",
  employersLiabilityExpiry: "Employers' liability expiry",
  publicLiabilityInsurer: "Public liability insurer",
  publicLiabilityPolicyNumber: "Public liability policy number",
  publicLiabilityCover: "Public liability cover (£)",
  publicLiabilityExpiry: "Public liability expiry",
  healthSafetyPolicy: "Health and safety policy",
  environmentalPolicy: "Environmental policy",
  qualityPolicy: "Quality policy",
  certifications: "Certifications",
  specializations: "Specialisations",
  constructionLineNumber: "Constructionline number",
  cisRegistered: "CIS registered",
  safeContractorApproved: "SafeContractor approved",
  annualTurnover: "Annual turnover (£)",
  bankName: "Bank name",
  bankAccountName: "Account name",
  bankSortCode: "Sort code",
  bankAccountNumber: "Account number",
  brandColor: "Brand colour",
};

// The view schema lives apart so that the shell, which reads the profile on every page, does not load the form schema.
export { companyProfileViewSchema, type CompanyProfile } from "./company-profile-view";
