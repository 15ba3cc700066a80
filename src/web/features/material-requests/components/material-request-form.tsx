import { useForm } from "react-hook-form";
import { PackagePlus } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { localToday } from "@shared/diary/labour-entry-form";
import { materialRequestFieldsSchema, URGENCY_LEVELS, type MaterialRequestFormValues } from "@shared/material-requests/material-request";
import { FieldGrid } from "@web/components/forms/field-grid";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { RecordFormPage } from "@web/components/diary/record-form-page";
import { FormActions } from "@web/components/forms/form-actions";
import { useCreateMaterialRequest } from "../api/material-requests";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors } from "@web/lib/server-field-errors";

export type MaterialRequestFormProps = { project: ProjectView; author: string; onClose: () => void };

/** Request materials: raised from the contract's diary (phone-first), in place of the diary. */
export function MaterialRequestForm({ project, author, onClose }: MaterialRequestFormProps) {
  const save = useCreateMaterialRequest();
  const form = useForm<MaterialRequestFormValues>({
    resolver: schemaResolver(materialRequestFieldsSchema),
    defaultValues: {
      requestedByName: author,
      dateNeeded: localToday(),
      materialDescription: "",
      quantityEstimate: "",
      urgencyLevel: "normal",
      siteLocation: "",
      costCode: "",
      notes: "",
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const body = materialRequestFieldsSchema.parse(values);
    save.mutate(
      { ...body, projectId: project.id },
      {
        onSuccess: (saved) => {
          toast({ title: "Success", description: `Material request #${saved.id} sent for approval` });
          onClose();
        },
        onError: (error) => {
          showServerErrors(form.setError, error, { focus: true });
          toast({ title: "Error", description: "Failed to create material request", variant: "destructive" });
        },
      },
    );
  });

  return (
    <RecordFormPage
      titleId="material-request-title"
      icon={PackagePlus}
      title="Request Materials"
      description={`Ask the buyers for materials for ${project.name}.`}
      onBack={onClose}
      loading={false}
      className="max-w-3xl"
    >
      <form onSubmit={submit} noValidate aria-label="Request Materials" className="grid gap-4">
        <FieldGrid className="items-start">
          <FormField label="Material Description" htmlFor="mr-description" error={errors.materialDescription?.message} required className="sm:col-span-2">
            <Textarea rows={4} placeholder="e.g. Type 1 MOT sub-base for the car park formation" {...form.register("materialDescription")} />
          </FormField>
          <FormField label="Quantity Estimate" htmlFor="mr-quantity" error={errors.quantityEstimate?.message}>
            <Input placeholder="e.g. 40 tonnes" {...form.register("quantityEstimate")} />
          </FormField>
          <FormField label="Date Needed" htmlFor="mr-date" error={errors.dateNeeded?.message} required>
            <Input type="date" {...form.register("dateNeeded")} />
          </FormField>
          <FormField label="Urgency" htmlFor="mr-urgency" error={errors.urgencyLevel?.message}>
            <Select options={URGENCY_LEVELS} {...form.register("urgencyLevel")} />
          </FormField>
          <FormField label="Requested By" htmlFor="mr-requested-by" error={errors.requestedByName?.message} required>
            <Input autoComplete="name" {...form.register("requestedByName")} />
          </FormField>
          <FormField label="Site Location" htmlFor="mr-location" error={errors.siteLocation?.message}>
            <Input placeholder="e.g. Plot 4, ground floor" {...form.register("siteLocation")} />
          </FormField>
          <FormField label="Cost Code" htmlFor="mr-cost-code" error={errors.costCode?.message}>
            <Input {...form.register("costCode")} />
          </FormField>
          <FormField label="Notes" htmlFor="mr-notes" error={errors.notes?.message} className="sm:col-span-2">
            <Textarea rows={3} {...form.register("notes")} />
          </FormField>
        </FieldGrid>
        <FormActions onCancel={onClose} pending={save.isPending} editing={false} submitText={{ idle: "Submit Request", pending: "Submitting..." }} />
      </form>
    </RecordFormPage>
  );
}
