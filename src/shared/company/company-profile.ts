import { z } from "zod";
import { emailField, moneyField, optional, optionalDay, optionalText, phoneField, postcodeField, requiredText } from "../common/fields";
import { DEFAULT_BRAND_COLOUR, isValidHexColour } from "../rules/brand-colour";

/**
 * The company profile (data-model.md §3 company_profiles): one schema for the /company form and
 * PUT /api/company-profile. Optional fields accept "" from a form and store null.
 */

export const BRAND_COLOUR_MESSAGE = "Brand colour must be a hex colour like #0C6D52";
export const MAX_TAGS = 50;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
/** The same for numbers, which a form gives as strings and an API caller may send as numbers. */
const optionalNumber = <T extends z.ZodType<unknown, string | number>>(inner: T) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (blank(v) ? null : v!))
    .pipe(inner.nullable());

/** A required text: missing, null or blank all say "<label> is required". */
const requiredString = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);
const squash = (v: string) => v.replace(/[\s-]+/g, "").toUpperCase();

/** A UK postcode, required. */
const postcode = requiredString("Postcode").pipe(postcodeField);

/** UK landline or mobile: the company and its contacts are in the UK. */
const phone = (label: string) => phoneField(`Please enter a valid UK phone number for ${label}`);

const email = (label: string) => emailField(`Please enter a valid ${label}`, `${label} must be 254 characters or fewer`);

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
  companyName: requiredText("Company name", 200),
  tradingName: optionalText("Trading name", 200),
  companyNumber: companyNumberField,
  vatNumber: optional(vatField),
  establishedYear: optionalNumber(establishedYearField),
  numberOfEmployees: optionalNumber(wholeNumber("Number of employees must be a whole number from 0 to 1,000,000", 0, () => 1_000_000)),
  description: optionalText("Description", 2000),
  // Addresses
  registeredAddress: requiredText("Registered address", 500),
  postcode,
  tradingAddress: optionalText("Trading address", 500),
  // Contact
  phoneNumber: requiredString("Phone number").pipe(phone("the company")),
  emailAddress: requiredString("Email address").pipe(email("email address")),
  website: optional(websiteField),
  contactName: optionalText("Contact name", 100),
  contactPhone: optional(phone("the contact")),
  contactEmail: optional(email("contact email")),
  emergencyContactName: optionalText("Emergency contact name", 100),
  emergencyContactPhone: optional(phone("the emergency contact")),
  // Insurance
  employersLiabilityInsurer: optionalText("Employers' liability insurer", 100),
  employersLiabilityPolicyNumber: optionalText("Employers' liability policy number", 100),
  employersLiabilityExpiry: optionalDay("Employers' liability expiry", "Employers' liability expiry must be a valid date"),
  publicLiabilityInsurer: optionalText("Public liability insurer", 100),
  publicLiabilityPolicyNumber: optionalText("Public liability policy number", 100),
  publicLiabilityCover: moneyField("Public liability cover"),
  publicLiabilityExpiry: optionalDay("Public liability expiry", "Public liability expiry must be a valid date"),
  // Policies
  healthSafetyPolicy: optionalText("Health and safety policy", 5000),
  environmentalPolicy: optionalText("Environmental policy", 5000),
  qualityPolicy: optionalText("Quality policy", 5000),
  // Accreditations
  certifications: tagList("Certifications"),
  specializations: tagList("Specialisations"),
  cisRegistered: z.boolean().default(false),
  constructionLineNumber: optionalText("Constructionline number", 50),
  safeContractorApproved: z.boolean().default(false),
  // Finance and bank
  annualTurnover: moneyField("Annual turnover"),
  bankName: optionalText("Bank name", 100),
  bankAccountName: optionalText("Account name", 100),
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
