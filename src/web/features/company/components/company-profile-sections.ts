import type { LucideIcon } from "lucide-react";
import { Award, Banknote, Building2, FileText, MapPin, Palette, Phone, ShieldCheck } from "lucide-react";
import type { CompanyProfileField } from "@shared/company/company-profile";

export type FieldKind = "text" | "email" | "tel" | "url" | "date" | "number" | "money" | "textarea" | "tags" | "switch";

export interface FieldSpec {
  name: CompanyProfileField;
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
      { name: "companyName", required: true, autoComplete: "organization", placeholder: "e.g. Northgate Build Ltd" },
      { name: "tradingName", hint: "If you trade under a different name." },
      { name: "companyNumber", required: true, placeholder: "01234567", hint: "Companies House number: 8 characters, e.g. 01234567 or SC123456." },
      { name: "vatNumber", placeholder: "GB123456789", hint: "GB followed by 9 or 12 digits." },
      { name: "establishedYear", kind: "number", placeholder: "e.g. 2004" },
      { name: "numberOfEmployees", kind: "number", placeholder: "e.g. 85" },
      { name: "description", kind: "textarea", wide: true, placeholder: "What the company does, where and for whom." },
    ],
  },
  {
    id: "addresses",
    title: "Addresses",
    description: "The registered office and, if different, where you trade from.",
    icon: MapPin,
    fields: [
      { name: "registeredAddress", kind: "textarea", required: true, wide: true, autoComplete: "street-address" },
      { name: "postcode", required: true, placeholder: "SW1A 1AA", autoComplete: "postal-code" },
      { name: "tradingAddress", kind: "textarea", wide: true, hint: "Leave blank if it is the registered address." },
    ],
  },
  {
    id: "contact",
    title: "Contact",
    description: "How clients, suppliers and the team reach the company.",
    icon: Phone,
    fields: [
      { name: "phoneNumber", kind: "tel", required: true, placeholder: "0113 496 0123", autoComplete: "tel" },
      { name: "emailAddress", kind: "email", required: true, placeholder: "office@example.co.uk", autoComplete: "email" },
      { name: "website", kind: "url", wide: true, placeholder: "https://www.example.co.uk", autoComplete: "url" },
      { name: "contactName", autoComplete: "name" },
      { name: "contactPhone", kind: "tel" },
      { name: "contactEmail", kind: "email", wide: true },
      { name: "emergencyContactName" },
      { name: "emergencyContactPhone", kind: "tel", hint: "Reachable out of hours." },
    ],
  },
  {
    id: "insurance",
    title: "Insurance",
    description: "Employers' and public liability cover.",
    icon: ShieldCheck,
    fields: [
      { name: "employersLiabilityInsurer" },
      { name: "employersLiabilityPolicyNumber" },
      { name: "employersLiabilityExpiry", kind: "date" },
      { name: "publicLiabilityInsurer" },
      { name: "publicLiabilityPolicyNumber" },
      { name: "publicLiabilityCover", kind: "money", placeholder: "e.g. 10000000" },
      { name: "publicLiabilityExpiry", kind: "date" },
    ],
  },
  {
    id: "policies",
    title: "Policies",
    description: "Summaries of the policies you share with clients and at site induction.",
    icon: FileText,
    fields: [
      { name: "healthSafetyPolicy", kind: "textarea", wide: true },
      { name: "environmentalPolicy", kind: "textarea", wide: true },
      { name: "qualityPolicy", kind: "textarea", wide: true },
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
        kind: "tags",
        wide: true,
        placeholder: "Type a certification and press Enter",
        suggestions: ["ISO 9001", "ISO 14001", "ISO 45001", "CHAS", "SMAS", "Constructionline Gold", "Considerate Constructors"],
      },
      {
        name: "specializations",
        kind: "tags",
        wide: true,
        placeholder: "Type a specialisation and press Enter",
        suggestions: ["Groundworks", "Civil engineering", "Commercial fit-out", "Residential new build", "Refurbishment", "M&E"],
      },
      { name: "constructionLineNumber" },
      { name: "cisRegistered", kind: "switch", hint: "Registered with HMRC's Construction Industry Scheme." },
      { name: "safeContractorApproved", kind: "switch" },
    ],
  },
  {
    id: "finance",
    title: "Finance & bank",
    description: "Turnover and the account that appears on purchase orders and remittances.",
    icon: Banknote,
    fields: [
      { name: "annualTurnover", kind: "money", placeholder: "e.g. 12500000" },
      { name: "bankName" },
      { name: "bankAccountName" },
      { name: "bankSortCode", placeholder: "12-34-56" },
      { name: "bankAccountNumber", placeholder: "12345678" },
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
