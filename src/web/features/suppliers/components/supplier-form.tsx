import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { SUPPLIER_STATUSES, SUPPLIER_TYPES, UNITED_KINGDOM, supplierSchema, type SupplierDetail, type SupplierInput } from "@shared/suppliers/supplier";
import { FormActions, saveText } from "@web/components/forms/form-actions";
import { FieldGrid } from "@web/components/forms/field-grid";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { TagInput } from "@web/components/ui/tag-input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useSaveSupplier } from "../api/suppliers";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors, fieldOf } from "@web/lib/server-field-errors";

type Text = Exclude<keyof SupplierInput, "specializations" | "certifications">;
type FormValues = { [K in Text]: string } & { specializations: string[]; certifications: string[] };

const TEXT_KEYS: Text[] = [
  "name",
  "code",
  "contactPerson",
  "email",
  "phone",
  "address",
  "city",
  "postcode",
  "country",
  "supplierType",
  "insuranceExpiry",
  "vatNumber",
  "companyNumber",
  "paymentTerms",
  "creditLimit",
  "discountRate",
  "status",
  "notes",
];

const emptyForm = (): FormValues => ({
  ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, ""])) as { [K in Text]: string }),
  country: UNITED_KINGDOM,
  status: "active",
  specializations: [],
  certifications: [],
});

const fromSupplier = (s: SupplierDetail): FormValues => ({
  ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, (s[k] as string | null) ?? ""])) as { [K in Text]: string }),
  specializations: s.specializations,
  certifications: s.certifications,
});

const SPECIALISATIONS = ["Ready-mix concrete", "Aggregates", "Rebar", "Structural steel", "Timber", "Plant hire", "Skip hire", "Electrical", "Drainage"];
const CERTIFICATIONS = ["ISO 9001", "ISO 14001", "ISO 45001", "CHAS", "SMAS", "Constructionline Gold", "FORS Gold", "SafeContractor", "NICEIC"];
const TERMS = ["30 days end of month", "30 days from invoice", "60 days end of month", "14 days", "Payment on account", "Pro forma"];

/** Add supplier / Edit supplier: the shared schema checks here and again on the server. */
export function SupplierForm({ supplier, onDone, onCancel }: { supplier: SupplierDetail | null; onDone: (id: number) => void; onCancel: () => void }) {
  const save = useSaveSupplier();
  const form = useForm<FormValues, unknown, SupplierInput>({
    resolver: schemaResolver(supplierSchema),
    defaultValues: supplier ? fromSupplier(supplier) : emptyForm(),
  });
  const { errors } = form.formState;
  useEffect(() => form.setFocus("name"), [form]);

  const submit = form.handleSubmit((values) => {
    save.mutate(supplier ? { id: supplier.id, body: values } : { id: null, body: values }, {
      onSuccess: (saved) => {
        toast({ title: "Success", description: supplier ? `${saved.name} updated` : `${saved.name} added` });
        onDone(saved.id);
      },
      onError: (e) => {
        showServerErrors(form.setError, e, { accept: fieldOf(emptyForm()) });
        toast({ title: "Error", description: errorText(e, supplier ? "Failed to update the supplier" : "Failed to add the supplier"), variant: "destructive" });
      },
    });
  });

  const text = (
    key: Text,
    label: string,
    props: React.ComponentProps<typeof Input> = {},
    extra: { required?: boolean; wide?: boolean; hint?: string } = {},
  ) => (
    <FormField
      label={label}
      htmlFor={`supplier-${key}`}
      error={errors[key]?.message}
      required={extra.required}
      hint={extra.hint}
      className={extra.wide ? "sm:col-span-2" : undefined}
    >
      <Input {...props} {...form.register(key)} />
    </FormField>
  );
  const tags = (key: "specializations" | "certifications", label: string, suggestions: string[]) => (
    <Controller
      control={form.control}
      name={key}
      render={({ field }) => (
        <FormField label={label} htmlFor={`supplier-${key}`} error={errors[key]?.message} className="sm:col-span-2">
          <TagInput
            id={`supplier-${key}`}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            max={20}
            placeholder={`Type ${label.toLowerCase().replace(/s$/, "")} and press Enter`}
            suggestions={suggestions}
          />
        </FormField>
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={supplier ? "Edit supplier" : "Add supplier"} className="grid gap-4">
      <Section title="Company">
        {text("name", "Supplier name", { placeholder: "e.g. Jewson Leeds" }, { required: true, wide: true })}
        <FormField label="Supplier type" htmlFor="supplier-supplierType" error={errors.supplierType?.message} required>
          <Select placeholder="Choose a type" options={SUPPLIER_TYPES} {...form.register("supplierType")} />
        </FormField>
        {text("code", "Code", { placeholder: "e.g. JEW-LDS", autoCapitalize: "characters" }, { hint: "Your account reference; unique." })}
        <FormField label="Status" htmlFor="supplier-status" error={errors.status?.message}>
          <Select options={SUPPLIER_STATUSES} {...form.register("status")} />
        </FormField>
        {text("companyNumber", "Company number", { placeholder: "e.g. 01234567" })}
        {text("vatNumber", "VAT number", { placeholder: "e.g. GB123456789" })}
        {tags("specializations", "Specialisations", SPECIALISATIONS)}
        {tags("certifications", "Certifications", CERTIFICATIONS)}
      </Section>
      <Section title="Contact and address">
        {text("contactPerson", "Contact person", { autoComplete: "off" })}
        {text("phone", "Phone", { type: "tel", placeholder: "e.g. 0113 496 0000" })}
        {text("email", "Email", { type: "email", placeholder: "orders@supplier.co.uk" }, { wide: true })}
        {text("address", "Address", {}, { wide: true })}
        {text("city", "Town or city")}
        {text("postcode", "Postcode", { autoCapitalize: "characters", placeholder: "e.g. LS11 5DF" })}
        {text("country", "Country")}
      </Section>
      <Section title="Terms and insurance">
        {text("paymentTerms", "Payment terms", { list: "supplier-terms", placeholder: "e.g. 30 days end of month" })}
        <datalist id="supplier-terms">
          {TERMS.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        {text("creditLimit", "Credit limit (£)", { inputMode: "decimal", placeholder: "e.g. 25000" })}
        {text("discountRate", "Discount rate (%)", { inputMode: "decimal", placeholder: "e.g. 2.5" })}
        {text("insuranceExpiry", "Insurance expiry", { type: "date" }, { hint: "Flagged 30 days before it runs out." })}
        <FormField label="Notes" htmlFor="supplier-notes" error={errors.notes?.message} className="sm:col-span-2">
          <Textarea rows={3} placeholder="Delivery windows, account contacts, anything the team should know" {...form.register("notes")} />
        </FormField>
      </Section>
      <FormActions onCancel={onCancel} pending={save.isPending} submitText={saveText(Boolean(supplier), "Add supplier")} />
    </form>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <FieldGrid>
      <h2 className="text-base font-semibold text-slate-900 sm:col-span-2">{title}</h2>
      {children}
    </FieldGrid>
  );
}
