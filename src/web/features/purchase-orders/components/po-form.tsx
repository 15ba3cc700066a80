import { useForm, useWatch } from "react-hook-form";
import { formatMoney, orderTotals, VAT_RATES } from "@shared/common/money";
import {
  BUDGET_REASON_MESSAGE,
  PO_CATEGORIES,
  purchaseOrderInputSchema,
  type PoCategory,
  type PoDetail,
  type PurchaseOrderInput,
} from "@shared/purchase-orders/purchase-order";
import { FormActions, saveText } from "@web/components/forms/form-actions";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { usePoLookups, useSavePurchaseOrder } from "../api/purchase-orders";
import { BudgetPanel, useBudgetPosition } from "./budget-panel";
import { PoDeliveryFields } from "./po-delivery-fields";
import { PoLinesEditor } from "./po-lines-editor";
import { emptyPoForm, fromOrder, type PoFormValues } from "./po-form-values";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors } from "@web/lib/server-field-errors";

const VAT_OPTIONS = VAT_RATES.map((r) => ({ value: r, label: `${r}%` }));

/** New purchase order / Edit draft: the shared schema checks here and again on the server; totals are exact as typed. */
export function PoForm({
  order,
  userName,
  onDone,
  onCancel,
}: {
  order: PoDetail | null;
  userName: string;
  onDone: (id: number) => void;
  onCancel: () => void;
}) {
  const save = useSavePurchaseOrder();
  const lookups = usePoLookups();
  const can = usePermission();
  const form = useForm<PoFormValues, unknown, PurchaseOrderInput>({
    resolver: schemaResolver(purchaseOrderInputSchema),
    defaultValues: order ? fromOrder(order) : emptyPoForm(userName),
  });
  const { errors } = form.formState;
  const [lines, vatRate, projectId, category, supplierId] = useWatch({
    control: form.control,
    name: ["lines", "vatRate", "projectId", "poCategory", "supplierId"],
  });
  const totals = orderTotals(lines ?? [], VAT_RATES.some((r) => r === vatRate) ? vatRate : "0");
  const project = Number(projectId) > 0 ? Number(projectId) : null;
  // A contract's budget is the contract's: without Contracts view it is not asked for (decision 0052).
  const seesBudget = usePermission()("Contracts", "view");
  const { budget, position } = useBudgetPosition(seesBudget ? project : null, category as PoCategory, totals.subtotal, order?.id);

  const suppliers = lookups.data?.suppliers ?? [];
  const pickSupplier = (id: string) => {
    form.setValue("supplierId", id);
    const s = suppliers.find((x) => String(x.id) === id);
    if (!s) return;
    form.setValue("supplier", s.name, { shouldValidate: true });
    form.setValue("supplierContact", s.contactPerson ?? "");
    form.setValue("supplierEmail", s.email ?? "");
    form.setValue("supplierPhone", s.phone ?? "");
    form.setValue("supplierAddress", s.address ?? "");
  };

  const submit = form.handleSubmit((values) => {
    if (position?.over && !values.budgetOverrunReason) {
      form.setError("budgetOverrunReason", { message: BUDGET_REASON_MESSAGE });
      return form.setFocus("budgetOverrunReason");
    }
    save.mutate(
      { id: order?.id ?? null, body: values },
      {
        onSuccess: (saved) => {
          toast({ title: "Success", description: order ? `${saved.poNumber} updated` : `${saved.poNumber} drafted` });
          onDone(saved.id);
        },
        onError: (e) => {
          showServerErrors(form.setError, e);
          toast({
            title: "Error",
            description: errorText(e, order ? "Failed to update the purchase order" : "Failed to create the purchase order"),
            variant: "destructive",
          });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={order ? `Edit ${order.poNumber}` : "New purchase order"} className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Order</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label="Contract" htmlFor="po-project" error={errors.projectId?.message}>
            <Select
              placeholder="Company (no contract)"
              options={(lookups.data?.projects ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              {...form.register("projectId")}
            />
          </FormField>
          <FormField label="Category" htmlFor="po-category" error={errors.poCategory?.message} required>
            <Select options={PO_CATEGORIES} {...form.register("poCategory")} />
          </FormField>
          <FormField
            label="Supplier from the register"
            htmlFor="po-supplier-id"
            error={errors.supplierId?.message}
            hint={suppliers.length ? undefined : "No suppliers registered yet: type the name."}
          >
            <Select
              placeholder="Not in the register"
              options={suppliers.map((s) => ({ value: String(s.id), label: s.name }))}
              value={supplierId}
              onChange={(e) => pickSupplier(e.target.value)}
            />
          </FormField>
          <FormField label="Supplier name" htmlFor="po-supplier" error={errors.supplier?.message} required>
            <Input autoComplete="off" {...form.register("supplier")} />
          </FormField>
          <FormField label="Supplier contact" htmlFor="po-supplier-contact" error={errors.supplierContact?.message}>
            <Input {...form.register("supplierContact")} />
          </FormField>
          <FormField label="Supplier email" htmlFor="po-supplier-email" error={errors.supplierEmail?.message}>
            <Input type="email" {...form.register("supplierEmail")} />
          </FormField>
          <FormField label="Supplier phone" htmlFor="po-supplier-phone" error={errors.supplierPhone?.message}>
            <Input type="tel" {...form.register("supplierPhone")} />
          </FormField>
          <FormField label="Supplier address" htmlFor="po-supplier-address" error={errors.supplierAddress?.message}>
            <Input {...form.register("supplierAddress")} />
          </FormField>
          <FormField label="Ordered by" htmlFor="po-ordered-by" error={errors.orderedBy?.message} required>
            <Input {...form.register("orderedBy")} />
          </FormField>
          <FormField label="Required by" htmlFor="po-required" error={errors.requiredDate?.message}>
            <Input type="date" {...form.register("requiredDate")} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Lines</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <PoLinesEditor control={form.control} register={form.register} setValue={form.setValue} errors={errors} materials={lookups.data?.materials ?? []} />
          <div className="grid gap-3 sm:grid-cols-[12rem_1fr] sm:items-end">
            <FormField label="VAT rate" htmlFor="po-vat" error={errors.vatRate?.message} required>
              <Select options={VAT_OPTIONS} {...form.register("vatRate")} />
            </FormField>
            <dl className="grid gap-1 text-sm sm:justify-self-end sm:text-right" aria-label="Order totals">
              <Total label="Subtotal" value={formatMoney(totals.subtotal)} />
              <Total label={`VAT (${vatRate}%)`} value={formatMoney(totals.vat)} />
              <Total label="Total" value={formatMoney(totals.total)} strong />
            </dl>
          </div>
        </CardContent>
      </Card>

      {project !== null && !seesBudget && (
        <section aria-label="Budget" className="grid gap-2 text-sm text-slate-600">
          <p>The contract's budget is shown only to roles that can view contracts. You are asked for a reason if this order takes it over.</p>
          {(errors.budgetOverrunReason || form.getValues("budgetOverrunReason")) && (
            <FormField label="Reason for going over budget" htmlFor="po-overrun" error={errors.budgetOverrunReason?.message} required>
              <Textarea rows={2} {...form.register("budgetOverrunReason")} />
            </FormField>
          )}
        </section>
      )}
      {project !== null && seesBudget && (
        <BudgetPanel category={category as PoCategory} position={position} committedOrders={budget.data?.committedOrders ?? 0} loading={budget.isLoading}>
          {(position?.over || form.getValues("budgetOverrunReason")) && (
            <FormField
              label="Reason for going over budget"
              htmlFor="po-overrun"
              error={errors.budgetOverrunReason?.message}
              required={position?.over}
              className="mt-3"
            >
              <Textarea rows={2} {...form.register("budgetOverrunReason")} />
            </FormField>
          )}
        </BudgetPanel>
      )}

      <PoDeliveryFields register={form.register} errors={errors} templates={lookups.data?.templates ?? []} canOpenDesigner={can("Company Profile")} />

      {order && order.status !== "draft" && (
        <p role="note" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          Saving a change sends this order back for approval, and you will not be able to approve it yourself.
        </p>
      )}

      <FormActions onCancel={onCancel} pending={save.isPending} submitText={saveText(Boolean(order), "Save draft")} />
    </form>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-6">
      <dt className={strong ? "font-semibold text-slate-900" : "text-slate-600"}>{label}</dt>
      <dd className={strong ? "font-semibold text-slate-900 tabular-nums" : "text-slate-900 tabular-nums"}>{value}</dd>
    </div>
  );
}
