import type { LucideIcon } from "lucide-react";
import { Award, Banknote, Building2, FileText, MapPin, Palette, Phone, ShieldCheck } from "lucide-react";
import type { CompanyProfileField } from "@shared/company/company-profile";

export type FieldKind = "text" | "email" | "tel" | "url" | "date" | "number" | "money" | "textarea" | "tags" | "switch";

export interface FieldSpec {
  name: CompanyProfileField;
  label: string;
  kind?: FieldKind;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  /** Spans both columns of the section's grid. */
  wide?: boolean;
  suggestions?: readonly string[];
}

export interface SectionSpec {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  fields: FieldSpec[];
}

/** The /company form, section by section (data-model.md §3 company_profiles). Branding is drawn separately. */
export const SECTIONS: SectionSpec[] = [
  {
    id: "details",
    title: "Company details",
    description: "How the company is registered and known.",
    icon: Building2,
    fields: [
      { name: "companyName", label: "Company name", required: true, autoComplete: "organization", placeholder: "e.g. Northgate Build Ltd" },
      { name: "tradingName", label: "Trading name", hint: "If you trade under a different name." },
      { name: "companyNumber", label: "Company number", required: true, placeholder: "01234567", hint: "Companies House number: 8 characters, e.g. 01234567 or SC123456." },
      { name: "vatNumber", label: "VAT number", placeholder: "GB123456789", hint: "GB followed by 9 or 12 digits." },
      { name: "establishedYear", label: "Year established", kind: "number", placeholder: "e.g. 2004" },
      { name: "numberOfEmployees", label: "Number of employees", kind: "number", placeholder: "e.g. 85" },
      { name: "description", label: "Company description", kind: "textarea", wide: true, placeholder: "What the company does, where and for whom." },
    ],
  },
  {
    id: "addresses",
    title: "Addresses",
    description: "The registered office and, if different, where you trade from.",
    icon: MapPin,
    fields: [
      { name: "registeredAddress", label: "Registered address", kind: "textarea", required: true, wide: true, autoComplete: "street-address" },
      { name: "postcode", label: "Postcode", required: true, placeholder: "SW1A 1AA", autoComplete: "postal-code" },
      { name: "tradingAddress", label: "Trading address", kind: "textarea", wide: true, hint: "Leave blank if it is the registered address." },
    ],
  },
  {
    id: "contact",
    title: "Contact",
    description: "How clients, suppliers and the team reach the company.",
    icon: Phone,
    fields: [
      { name: "phoneNumber", label: "Phone number", kind: "tel", required: true, placeholder: "0113 496 0123", autoComplete: "tel" },
      { name: "emailAddress", label: "Email address", kind: "email", required: true, placeholder: "office@example.co.uk", autoComplete: "email" },
      { name: "website", label: "Website", kind: "url", wide: true, placeholder: "https://www.example.co.uk", autoComplete: "url" },
      { name: "contactName", label: "Main contact", autoComplete: "name" },
      { name: "contactPhone", label: "Main contact phone", kind: "tel" },
      { name: "contactEmail", label: "Main contact email", kind: "email", wide: true },
      { name: "emergencyContactName", label: "Emergency contact" },
      { name: "emergencyContactPhone", label: "Emergency contact phone", kind: "tel", hint: "Reachable out of hours." },
    ],
  },
  {
    id: "insurance",
    title: "Insurance",
    description: "Employers' and public liability cover.",
    icon: ShieldCheck,
    fields: [
      { name: "employersLiabilityInsurer", label: "Employers' liability insurer" },
      { name: "employersLiabilityPolicyNumber", label: "Employers' liability policy number" },
      { name: "employersLiabilityExpiry", label: "Employers' liability expiry", kind: "date" },
      { name: "publicLiabilityInsurer", label: "Public liability insurer" },
      { name: "publicLiabilityPolicyNumber", label: "Public liability policy number" },
      { name: "publicLiabilityCover", label: "Public liability cover (£)", kind: "money", placeholder: "e.g. 10000000" },
      { name: "publicLiabilityExpiry", label: "Public liability expiry", kind: "date" },
    ],
  },
  {
    id: "policies",
    title: "Policies",
    description: "Summaries of the policies you share with clients and at site induction.",
    icon: FileText,
    fields: [
      { name: "healthSafetyPolicy", label: "Health and safety policy", kind: "textarea", wide: true },
      { name: "environmentalPolicy", label: "Environmental policy", kind: "textarea", wide: true },
      { name: "qualityPolicy", label: "Quality policy", kind: "textarea", wide: true },
    ],
  },
  {
    id: "accreditations",
    title: "Accreditations",
    description: "Certifications, schemes and the work you specialise in.",
    icon: Award,
    fields: [
      {
        name: "certifications",
        label: "Certifications",
        kind: "tags",
        wide: true,
        placeholder: "Type a certification and press Enter",
        suggestions: ["ISO 9001", "ISO 14001", "ISO 45001", "CHAS", "SMAS", "Constructionline Gold", "Considerate Constructors"],
      },
      {
        name: "specializations",
        label: "Specialisations",
        kind: "tags",
        wide: true,
        placeholder: "Type a specialisation and press Enter",
        suggestions: ["Groundworks", "Civil engineering", "Commercial fit-out", "Residential new build", "Refurbishment", "M&E"],
      },
      { name: "constructionLineNumber", label: "Constructionline number" },
      { name: "cisRegistered", label: "CIS registered", kind: "switch", hint: "Registered with HMRC's Construction Industry Scheme." },
      { name: "safeContractorApproved", label: "SafeContractor approved", kind: "switch" },
    ],
  },
  {
    id: "finance",
    title: "Finance & bank",
    description: "Turnover and the account that appears on purchase orders and remittances.",
    icon: Banknote,
    fields: [
      { name: "annualTurnover", label: "Annual turnover (£)", kind: "money", placeholder: "e.g. 12500000" },
      { name: "bankName", label: "Bank name" },
      { name: "bankAccountName", label: "Account name" },
      { name: "bankSortCode", label: "Sort code", placeholder: "12-34-56" },
      { name: "bankAccountNumber", label: "Account number", placeholder: "12345678" },
    ],
  },
];

export const BRANDING_SECTION = {
  id: "branding",
  title: "Branding",
  description: "The colour and logo the app shows for your company.",
  icon: Palette,
};

export const ALL_SECTIONS = [...SECTIONS.map(({ id, title, icon }) => ({ id, title, icon })), BRANDING_SECTION];
