import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Link } from "@web/lib/router";
import { TRANSPORT_CATEGORIES, type PoLookups } from "@shared/purchase-orders/purchase-order";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import type { PoFormValues } from "./po-form-values";

const TRANSPORT_OPTIONS = TRANSPORT_CATEGORIES.map((c) => ({ value: c, label: c }));

/** The two numbers that give the order's transport carbon: typed as text, exact decimals on the wire. */
const TRANSPORT_MEASURES = [
  { name: "transportDistance", label: "Transport distance (km)", placeholder: "e.g. 35", hint: "One way, from the supplier's yard to site." },
  { name: "transportWeight", label: "Transport load (tonnes)", placeholder: "e.g. 20", hint: "Leave empty when every line's material has a weight." },
] as const;

/** The input's id from its field: transportWeight is po-transport-weight. */
const inputId = (name: string) => `po-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

type Props = {
  register: UseFormRegister<PoFormValues>;
  errors: FieldErrors<PoFormValues>;
  templates: PoLookups["templates"];
  /** Whoever may view the Company Profile may open the template designer (decision 0031). */
  canOpenDesigner: boolean;
};

/**
 * The order form's Delivery and Terms cards: where and how the goods come (the transport distance and
 * load give the order's expected carbon and its deliveries' transport carbon), the PDF it is drawn
 * with, and the terms printed on it.
 */
export function PoDeliveryFields({ register, errors, templates, canOpenDesigner }: Props) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Delivery</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label="Delivery address" htmlFor="po-delivery-address" error={errors.deliveryAddress?.message} className="sm:col-span-2">
            <Input {...register("deliveryAddress")} />
          </FormField>
          <FormField label="Site contact" htmlFor="po-site-contact" error={errors.siteContactName?.message}>
            <Input {...register("siteContactName")} />
          </FormField>
          <FormField label="Site contact phone" htmlFor="po-site-phone" error={errors.siteContactPhone?.message}>
            <Input type="tel" {...register("siteContactPhone")} />
          </FormField>
          <FormField label="Transport" htmlFor="po-transport" error={errors.transportCategory?.message} className="sm:col-span-2">
            <Select options={TRANSPORT_OPTIONS} {...register("transportCategory")} />
          </FormField>
          {TRANSPORT_MEASURES.map((m) => (
            <FormField key={m.name} label={m.label} htmlFor={inputId(m.name)} error={errors[m.name]?.message} hint={m.hint}>
              <Input inputMode="decimal" placeholder={m.placeholder} {...register(m.name)} />
            </FormField>
          ))}
          <FormField label="Delivery instructions" htmlFor="po-instructions" error={errors.deliveryInstructions?.message} className="sm:col-span-2">
            <Textarea rows={2} {...register("deliveryInstructions")} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Terms and notes</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField label="Terms" htmlFor="po-terms" error={errors.terms?.message} hint="Printed on the order's PDF under Terms and conditions.">
            <Textarea rows={3} placeholder="e.g. Payment 30 days from the end of the month of invoice." {...register("terms")} />
          </FormField>
          <FormField label="Notes" htmlFor="po-notes" error={errors.notes?.message}>
            <Textarea rows={2} {...register("notes")} />
          </FormField>
          {templates.length > 0 && (
            <FormField
              label="PDF template"
              htmlFor="po-template"
              error={errors.templateId?.message}
              hint={
                canOpenDesigner && (
                  <Link to="/template-designer" className="font-medium text-brand underline-offset-2 hover:underline">
                    Open the Template Designer
                  </Link>
                )
              }
            >
              <Select
                placeholder="The default template"
                options={templates.map((t) => ({ value: String(t.id), label: t.isDefault ? `${t.name} (default)` : t.name }))}
                {...register("templateId")}
              />
            </FormField>
          )}
        </CardContent>
      </Card>
    </>
  );
}
