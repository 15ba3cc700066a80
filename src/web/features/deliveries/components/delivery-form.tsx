import { useForm, useWatch } from "react-hook-form";
import { Link, useSearchParams } from "@web/lib/router";
import { Button } from "@web/components/ui/button";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { Truck } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { localToday } from "@shared/diary/labour-entry-form";
import { TRANSPORT_CATEGORIES, TRANSPORT_FACTORS } from "@shared/carbon/carbon";
import { deliveryFormSchema, sumLineTonnes, type DeliveryFormOutput, type DeliveryView } from "@shared/deliveries/delivery-entry";
import { deliveryBody, deliveryFormFromView, emptyDeliveryForm, type DeliveryFields } from "@shared/deliveries/delivery-form";
import { Card, CardContent } from "@web/components/ui/card";
import { FieldGrid } from "@web/components/forms/field-grid";
import { DateField } from "@web/components/forms/date-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { RecordFormPage, recordLoad, type RecordFieldsProps } from "@web/components/diary/record-form-page";
import { saveOutcome } from "@web/components/forms/record-outcome";
import { FormActions } from "@web/components/forms/form-actions";
import { formatNumber, formatQuantity } from "@web/lib/format";
import { deliveriesChanges, deliveriesEndpoints } from "@shared/deliveries/deliveries.endpoints";
import { useRecordWrites } from "@web/lib/record-writes";
import { useDelivery } from "../api/deliveries";
import { DeliveryLines } from "./delivery-lines";
import { StoredFigures } from "@web/components/carbon/stored-figures";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors } from "@web/lib/server-field-errors";

export type DeliveryFormProps = { project: ProjectView; entryId: number | null; onClose: () => void };

/** The Log Delivery form: opened from the diary's Add toolbar or the deliveries tab, in place of the diary. */
export function DeliveryForm({ project, entryId, onClose }: DeliveryFormProps) {
  const editing = entryId !== null;
  const entry = useDelivery(entryId);
  const title = editing ? "Edit Delivery" : "Log Delivery";

  return (
    <RecordFormPage
      titleId="delivery-form-title"
      icon={Truck}
      title={title}
      description={`Materials delivered to ${project.name}, with the carbon of their transport and manufacture.`}
      onBack={onClose}
      {...recordLoad(editing, entry, "The delivery could not be loaded")}
      className="max-w-4xl"
    >
      <DeliveryFields key={entry.data?.id ?? "new"} project={project} entry={entry.data ?? null} onClose={onClose} />
    </RecordFormPage>
  );
}

function DeliveryFields({ project, entry, onClose }: RecordFieldsProps<DeliveryView>) {
  const { save } = useRecordWrites(deliveriesEndpoints, deliveriesChanges, project.slug);
  const [, setParams] = useSearchParams();
  const form = useForm<DeliveryFields, unknown, DeliveryFormOutput>({
    // The boxes hold text; the schema turns numbers-as-text into numbers (its input type is `unknown` there).
    resolver: schemaResolver(deliveryFormSchema),
    defaultValues: entry ? deliveryFormFromView(entry) : emptyDeliveryForm(localToday()),
  });
  const { errors } = form.formState;
  const [lines, category] = useWatch({ control: form.control, name: ["lineItems", "transportCategory"] });
  const summed = sumLineTonnes(
    (lines ?? []).map((l) => ({ weight: l.weight === "" || Number.isNaN(Number(l.weight)) ? null : Number(l.weight), weightUnit: l.weightUnit })),
  );

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { id: entry?.id ?? null, body: deliveryBody(values, project.id) },
      saveOutcome<DeliveryView>("delivery", Boolean(entry), {
        // Stay on the saved delivery, so its stored figures show; Back to Diary returns.
        saved: (saved) =>
          entry
            ? form.reset(deliveryFormFromView(saved))
            : setParams((prev) => new URLSearchParams({ ...Object.fromEntries(prev), delivery: String(saved.id) }), { replace: true }),
        refused: (error) => showServerErrors(form.setError, error, { focus: true }),
      }),
    );
  });

  // A goods receipt's delivery is read here and changed only by reversing the receipt (decision 0050).
  const receipt = entry?.goodsReceipt ?? null;
  return (
    <form onSubmit={submit} noValidate aria-label={entry ? "Edit Delivery" : "Log Delivery"} className="grid gap-4">
      {receipt && <ReceiptNotice receipt={receipt} />}
      <fieldset disabled={Boolean(receipt)} className="grid min-w-0 gap-4">
        <FieldGrid className="items-start">
          <DateField id="delivery-date" error={errors.date?.message} {...form.register("date")} />
          <FormField label="Supplier" htmlFor="delivery-supplier" error={errors.supplier?.message} required>
            <Input placeholder="e.g. Hanson Concrete" autoComplete="organization" {...form.register("supplier")} />
          </FormField>
          <FormField label="Delivery Note Number" htmlFor="delivery-note" error={errors.deliveryNoteNumber?.message}>
            <Input placeholder="e.g. HC-448120" {...form.register("deliveryNoteNumber")} />
          </FormField>
          <FormField
            label="PO Number"
            htmlFor="delivery-po"
            error={errors.poNumber?.message}
            hint="The purchase order this delivery was called off against, if any."
          >
            <Input placeholder="e.g. PO-1042" {...form.register("poNumber")} />
          </FormField>
        </FieldGrid>

        <Card>
          <CardContent className="grid gap-3 pt-4 sm:pt-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-base font-semibold text-slate-900">Line Items</h3>
              <p className="text-sm text-slate-500 tabular-nums">{summed === null ? "No line weighed yet" : `Total weight ${formatQuantity(summed, "t")}`}</p>
            </div>
            <DeliveryLines control={form.control} register={form.register} errors={errors} />
          </CardContent>
        </Card>

        <Card>
          <CardContent className="grid items-start gap-5 pt-4 sm:grid-cols-3 sm:pt-6">
            <h3 className="text-base font-semibold text-slate-900 sm:col-span-3">Transport</h3>
            <FormField
              label="Vehicle"
              htmlFor="delivery-vehicle"
              error={errors.transportCategory?.message}
              hint={category ? `DESNZ: ${TRANSPORT_FACTORS[category].vehicle}` : undefined}
            >
              <Select options={TRANSPORT_CATEGORIES.map((c) => ({ value: c, label: c }))} {...form.register("transportCategory")} />
            </FormField>
            <FormField
              label="Distance (km)"
              htmlFor="delivery-distance"
              error={errors.transportDistance?.message}
              hint="From the supplier's yard to site. Leave empty if not known: no transport figure."
            >
              <Input inputMode="decimal" placeholder="e.g. 50" {...form.register("transportDistance")} />
            </FormField>
            <FormField
              label="Load Weight (tonnes)"
              htmlFor="delivery-load"
              error={errors.transportWeight?.message}
              hint={summed === null ? "Empty: the sum of the line weights." : `Empty: the sum of the line weights, ${formatQuantity(summed, "t")}.`}
            >
              <Input inputMode="decimal" placeholder={summed === null ? "Sum of lines" : formatNumber(summed)} {...form.register("transportWeight")} />
            </FormField>
            <FormField label="Notes" htmlFor="delivery-notes" error={errors.notes?.message} className="sm:col-span-3">
              <Textarea rows={3} placeholder="e.g. Pump booked for 08:00; two loads rejected for slump" {...form.register("notes")} />
            </FormField>
          </CardContent>
        </Card>
      </fieldset>
      {entry && (
        <StoredFigures
          figures={entry.figures}
          total={entry.carbonEmitted}
          title="Carbon for this delivery"
          empty="No figure: no distance was given and no line has a material factor."
        />
      )}

      {receipt ? (
        <Button type="button" variant="outline" className="justify-self-end" onClick={onClose}>
          Back to Diary
        </Button>
      ) : (
        <FormActions onCancel={onClose} pending={save.isPending} editing={Boolean(entry)} />
      )}
    </form>
  );
}

/** Where a receipt's delivery is changed: on its order, by reversing the receipt; a link for whoever may open orders. */
function ReceiptNotice({ receipt }: { receipt: NonNullable<DeliveryView["goodsReceipt"]> }) {
  const can = usePermission();
  const order = can("Purchase Orders", "view") ? (
    <Link className="font-medium text-blue-800 underline" to={`/purchase-orders?order=${receipt.orderId}`}>
      {receipt.poNumber}
    </Link>
  ) : (
    receipt.poNumber
  );
  return (
    <p role="note" className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">
      This delivery came from goods receipt {receipt.grnNumber} on {order}. It is changed through the order: reverse the receipt there and receive the goods
      again.
    </p>
  );
}
