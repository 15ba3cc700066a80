import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { UserCheck } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { formatCarbon } from "@shared/carbon/carbon";
import { localToday } from "@shared/diary/labour-entry-form";
import {
  emptyVisitorForm,
  travelHasCarbon,
  visitorFormFrom,
  visitorSchema,
  type VisitorFormValues,
  type VisitorInput,
  type VisitorView,
} from "@shared/visitors/visitor";
import { FieldGrid } from "@web/components/forms/field-grid";
import { DateField } from "@web/components/forms/date-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { RecordFormPage, recordLoad } from "@web/components/diary/record-form-page";
import { FormActions } from "@web/components/forms/form-actions";
import { formatQuantity } from "@web/lib/format";
import { visitorsChanges, visitorsEndpoints } from "@shared/visitors/visitors.endpoints";
import { useRecordWrites } from "@web/lib/record-writes";
import { useVisitor } from "../api/visitors";
import { StoredFigures } from "@web/components/carbon/stored-figures";
import { TRAVEL_OPTIONS } from "@web/components/carbon/travel-fields";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors, fieldOf } from "@web/lib/server-field-errors";

export type VisitorFormProps = { project: ProjectView; entryId: number | null; onClose: () => void };
type Values = VisitorFormValues & { projectId: number };

const nowTime = (d = new Date()) => `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;

/** Sign in Visitor (issue 4): who came, why, when, and how far they travelled, whose return journey is the visit's carbon. */
export function VisitorForm({ project, entryId, onClose }: VisitorFormProps) {
  const editing = entryId !== null;
  const visitor = useVisitor(entryId);
  return (
    <RecordFormPage
      titleId="visitor-form-title"
      icon={UserCheck}
      title={editing ? "Edit Visitor" : "Sign in Visitor"}
      description={`Visitors to ${project.name}: who is on site, and the carbon of their journey.`}
      onBack={onClose}
      {...recordLoad(editing, visitor, "The visitor could not be loaded")}
    >
      <VisitorFields project={project} visitor={visitor.data ?? null} onClose={onClose} />
    </RecordFormPage>
  );
}

function VisitorFields({ project, visitor, onClose }: { project: ProjectView; visitor: VisitorView | null; onClose: () => void }) {
  const { save } = useRecordWrites(visitorsEndpoints, visitorsChanges, project.slug);
  const form = useForm<Values, unknown, VisitorInput>({
    resolver: schemaResolver(visitorSchema),
    defaultValues: { ...(visitor ? visitorFormFrom(visitor) : emptyVisitorForm(localToday(), nowTime())), projectId: project.id },
  });
  const { errors } = form.formState;
  const [method, distance, postcode] = useWatch({ control: form.control, name: ["travelMethod", "travelDistance", "travelOriginPostcode"] });
  const needsJourney = travelHasCarbon(method);

  useEffect(() => {
    if (!visitor) form.setFocus("firstName");
  }, [form, visitor]);

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { id: visitor?.id ?? null, body: values },
      {
        onSuccess: (saved) => {
          const estimate =
            saved.distanceEstimated && saved.travelDistance !== null
              ? ` Distance estimated from postcodes: ${formatQuantity(saved.travelDistance, "km")} each way.`
              : "";
          toast({ title: "Success", description: `${visitor ? "Visitor updated successfully" : "Visitor signed in successfully"}.${estimate}` });
          onClose();
        },
        onError: (error) => {
          showServerErrors(form.setError, error, { accept: fieldOf(form.getValues()) });
          toast({ title: "Error", description: visitor ? "Failed to update visitor" : "Failed to sign in visitor", variant: "destructive" });
        },
      },
    );
  });

  // A new origin postcode means a new estimate: the old distance no longer applies.
  const postcodeField = form.register("travelOriginPostcode", {
    onChange: () => {
      if (visitor && form.getValues("travelDistance") !== "") form.setValue("travelDistance", "");
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label={visitor ? "Edit Visitor" : "Sign in Visitor"}>
      <FieldGrid className="items-start">
        <FormField label="First name" htmlFor="visitor-first" error={errors.firstName?.message} required>
          <Input autoComplete="off" {...form.register("firstName")} />
        </FormField>
        <FormField label="Last name" htmlFor="visitor-last" error={errors.lastName?.message} required>
          <Input autoComplete="off" {...form.register("lastName")} />
        </FormField>
        <FormField label="Company" htmlFor="visitor-company" error={errors.company?.message} required className="sm:col-span-2">
          <Input placeholder="e.g. Arup, Building Control, the client" {...form.register("company")} />
        </FormField>
        <FormField label="Reason for visit" htmlFor="visitor-reason" error={errors.reasonForVisit?.message} required className="sm:col-span-2">
          <Textarea rows={2} placeholder="e.g. Structural inspection of the level 3 slab" {...form.register("reasonForVisit")} />
        </FormField>
        <div className="grid items-start gap-5 sm:col-span-2 sm:grid-cols-3">
          <DateField id="visitor-date" error={errors.date?.message} {...form.register("date")} />
          <FormField label="Signed in" htmlFor="visitor-in" error={errors.signInTime?.message}>
            <Input type="time" {...form.register("signInTime")} />
          </FormField>
          <FormField label="Signed out" htmlFor="visitor-out" error={errors.signOutTime?.message} hint="Leave blank while on site.">
            <Input type="time" {...form.register("signOutTime")} />
          </FormField>
        </div>
        <FormField label="Travel method" htmlFor="visitor-travel" error={errors.travelMethod?.message} className="sm:col-span-2">
          <Select options={TRAVEL_OPTIONS} placeholder="Not recorded" {...form.register("travelMethod")} />
        </FormField>
        <FormField
          label="Distance (km, one way)"
          htmlFor="visitor-distance"
          error={errors.travelDistance?.message}
          hint={
            postcode.trim() && distance === ""
              ? "Left blank: estimated from postcodes when saved."
              : visitor?.distanceEstimated && distance === String(visitor.travelDistance)
                ? "Estimated from postcodes. Type the actual distance to replace it."
                : "The return journey counts twice this."
          }
        >
          <Input type="number" inputMode="decimal" min={0} max={2000} step={0.1} placeholder="e.g. 25" {...form.register("travelDistance")} />
        </FormField>
        <FormField
          label="Travelled from (postcode)"
          htmlFor="visitor-postcode"
          error={errors.travelOriginPostcode?.message}
          hint={
            project.postcode ? `Distance to the site (${project.postcode}) can be estimated from it.` : "The project has no postcode, so enter the distance."
          }
        >
          <Input autoComplete="postal-code" placeholder="e.g. M1 1AE" className="uppercase placeholder:normal-case" {...postcodeField} />
        </FormField>
        {needsJourney && distance === "" && !postcode.trim() && (
          <p className="text-xs text-slate-500 sm:col-span-2">Enter the distance or the postcode they came from to count the journey's carbon.</p>
        )}
        {visitor && (
          <div className="sm:col-span-2">
            <StoredFigures
              figures={visitor.figures}
              total={visitor.travelCarbon}
              title="Carbon for this visit"
              empty="No travel carbon: walked or cycled, or no journey given."
            />
            {visitor.travelOriginPostcode && visitor.travelDistance !== null && (
              <p className="mt-1.5 text-xs text-slate-500">
                {formatQuantity(visitor.travelDistance, "km")} each way from {visitor.travelOriginPostcode}
                {visitor.distanceEstimated ? ", estimated from postcodes" : ""}
                {visitor.figures?.length ? ` (${formatCarbon(visitor.travelCarbon)} for the return journey)` : ""}.
              </p>
            )}
          </div>
        )}
      </FieldGrid>
      <FormActions onCancel={onClose} pending={save.isPending} editing={Boolean(visitor)} className="mt-4" />
    </form>
  );
}
