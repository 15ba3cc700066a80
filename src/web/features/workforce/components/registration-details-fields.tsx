import type { ComponentProps } from "react";
import { WORKER_TRADES } from "@shared/workforce/worker";
import { registrationDetailsSchema, type RegistrationDetails } from "@shared/workforce/worker-registrations";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";

/**
 * A worker's details as registration takes them (issue 30): the worker's phone (step 1 of the public
 * form) and the site team's corrections before approving. The boxes hold text; the shared schema
 * checks them, with the register's own messages.
 */

export type DetailKey = keyof RegistrationDetails;
export type DetailValues = Record<DetailKey, string>;
export type FieldErrors = Partial<Record<string, string>>;

export const DETAIL_KEYS = Object.keys(registrationDetailsSchema.shape) as DetailKey[];
export const emptyDetails = (): DetailValues => Object.fromEntries(DETAIL_KEYS.map((k) => [k, ""])) as DetailValues;
export const detailsOf = (d: Partial<Record<DetailKey, string | null>>): DetailValues =>
  Object.fromEntries(DETAIL_KEYS.map((k) => [k, d[k] ?? ""])) as DetailValues;

/** Each problem by its field's path ("firstName", "cards.0.cardNumber"), the first message only. */
export function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix: string[] = []): FieldErrors {
  const found: FieldErrors = {};
  for (const i of issues) found[[...prefix, ...i.path.map(String)].join(".")] ??= i.message;
  return found;
}

type Props = {
  values: DetailValues;
  errors: FieldErrors;
  onChange: (key: DetailKey, value: string) => void;
  /** NI, medical conditions and allergies: asked of the worker, shown to the site team only with Workforce edit. */
  personal?: boolean;
  idPrefix?: string;
};

export function RegistrationDetailsFields({ values, errors, onChange, personal = true, idPrefix = "reg" }: Props) {
  const text = (key: DetailKey, label: string, input: ComponentProps<"input"> = {}, o: { required?: boolean; hint?: string; wide?: boolean } = {}) => (
    <FormField
      key={key}
      label={label}
      htmlFor={`${idPrefix}-${key}`}
      error={errors[key]}
      required={o.required}
      hint={o.hint}
      className={o.wide ? "sm:col-span-2" : undefined}
    >
      <Input value={values[key]} onChange={(e) => onChange(key, e.target.value)} {...input} />
    </FormField>
  );
  const area = (key: DetailKey, label: string, hint?: string) => (
    <FormField key={key} label={label} htmlFor={`${idPrefix}-${key}`} error={errors[key]} hint={hint} className="sm:col-span-2">
      <Textarea rows={2} value={values[key]} onChange={(e) => onChange(key, e.target.value)} />
    </FormField>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text("firstName", "First name", { autoComplete: "given-name" }, { required: true })}
      {text("lastName", "Last name", { autoComplete: "family-name" }, { required: true })}
      {text("dateOfBirth", "Date of birth", { type: "date", autoComplete: "bday" }, { required: true })}
      {text("salutation", "Title", { placeholder: "e.g. Mr, Ms" })}
      {personal && text("nationalInsurance", "National Insurance number", { placeholder: "e.g. AB 12 34 56 C", autoCapitalize: "characters" })}
      {text("mobilePhone", "Mobile", { type: "tel", autoComplete: "tel", placeholder: "e.g. 07700 900123" })}
      {text("email", "Email", { type: "email", autoComplete: "email" }, { wide: true })}
      {text("addressLine1", "Address", { autoComplete: "address-line1" }, { wide: true })}
      {text("city", "Town or city", { autoComplete: "address-level2" })}
      {text("postcode", "Postcode", { autoComplete: "postal-code", autoCapitalize: "characters" })}
      {text("employer", "Employer", { placeholder: "Who you work for" })}
      {text("trade", "Trade", { list: `${idPrefix}-trades`, placeholder: "e.g. Bricklayer" })}
      <datalist id={`${idPrefix}-trades`}>
        {WORKER_TRADES.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      {text("nextOfKin", "Next of kin", { placeholder: "Name and relationship" })}
      {text("nextOfKinPhone", "Next of kin mobile", { type: "tel", placeholder: "07xxx xxxxxx" })}
      {personal && area("medicalConditions", "Medical conditions", "Anything a first aider should know. Only the site managers see this.")}
      {personal && area("allergies", "Allergies")}
    </div>
  );
}
