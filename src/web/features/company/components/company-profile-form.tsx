import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { Lock, Save } from "lucide-react";
import {
  COMPANY_PROFILE_FIELDS,
  companyProfileSchema,
  type CompanyProfile,
  type CompanyProfileForm as FormValues,
  type CompanyProfileInput,
} from "@shared/company/company-profile";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { useUpdateCompanyProfile } from "../api/update-company-profile";
import { BRANDING_SECTION, SECTIONS, type SectionSpec } from "./company-profile-sections";
import { CompanyProfileField, fieldError, type ProfileForm } from "./company-profile-field";
import { BrandColourField } from "./brand-colour-field";
import { LogoUpload } from "./logo-upload";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors } from "@web/lib/server-field-errors";

/** Stored values → what the inputs hold: null as "", numbers as text. */
export function toFormValues(profile: CompanyProfile): FormValues {
  const values: Record<string, unknown> = {};
  for (const f of COMPANY_PROFILE_FIELDS) {
    const v = profile[f];
    values[f] = v === null || v === undefined ? "" : typeof v === "number" ? String(v) : v;
  }
  return values as FormValues;
}

function SectionCard({
  id,
  title,
  description,
  icon: Icon,
  children,
}: Pick<SectionSpec, "id" | "title" | "description" | "icon"> & { children: React.ReactNode }) {
  return (
    <Card id={id} className="scroll-mt-20">
      <CardIconHeader icon={Icon} title={title} description={description} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The /company form: every field of the profile in sections; read-only without Company Profile edit. */
export function CompanyProfileForm({ profile, canEdit }: { profile: CompanyProfile; canEdit: boolean }) {
  const form: ProfileForm = useForm<FormValues, unknown, CompanyProfileInput>({
    resolver: schemaResolver(companyProfileSchema),
    defaultValues: toFormValues(profile),
    mode: "onTouched",
  });
  const update = useUpdateCompanyProfile();
  const { isDirty } = form.formState;

  // Another tab or user saved: show their version unless this form holds unsaved edits.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toFormValues(profile));
  }, [profile, form]);

  const onSubmit = form.handleSubmit(
    (values) =>
      update.mutate(values, {
        onSuccess: (saved) => {
          form.reset(toFormValues(saved));
          toast({ title: "Company profile saved", description: "Your changes have been saved." });
        },
        onError: (error) => {
          showServerErrors(form.setError, error, { accept: (field) => (COMPANY_PROFILE_FIELDS as string[]).includes(field) });
          toast({
            title: "Company profile not saved",
            description: errorText(error, "Failed to save the company profile. Please try again."),
            variant: "destructive",
          });
        },
      }),
    // Invalid: each field shows its message and the first one takes focus; a toast would cover the Save button.
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {!canEdit && (
        <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-sm">
          <Lock className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <p>You can view the company profile. Only people with permission to edit it can make changes.</p>
        </div>
      )}
      <fieldset
        disabled={!canEdit || update.isPending}
        className="grid min-w-0 gap-6 [&_:disabled]:opacity-100 [&_input:disabled]:text-slate-700 [&_textarea:disabled]:text-slate-700"
      >
        <legend className="sr-only">Company profile</legend>
        {SECTIONS.map((section) => (
          <SectionCard key={section.id} {...section}>
            <div className="grid gap-4 sm:grid-cols-2">
              {section.fields.map((spec) => (
                <CompanyProfileField key={spec.name} spec={spec} form={form} disabled={!canEdit} />
              ))}
            </div>
          </SectionCard>
        ))}
        <SectionCard {...BRANDING_SECTION}>
          <div className="grid gap-6">
            <Controller
              control={form.control}
              name="brandColor"
              render={({ field }) => (
                <BrandColourField
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldError(form, "brandColor")}
                  disabled={!canEdit}
                />
              )}
            />
            <div className="border-t border-slate-200 pt-6">
              <LogoUpload profile={profile} canEdit={canEdit} />
            </div>
          </div>
        </SectionCard>
      </fieldset>

      {canEdit && (
        // Floats over the page only while there is something to save.
        <div
          className={cn(
            "z-10 flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white/95 px-4 py-3 backdrop-blur",
            isDirty ? "sticky bottom-3 shadow-lg" : "shadow-sm",
          )}
        >
          <p className="hidden text-sm text-slate-600 sm:block" aria-live="polite">
            {isDirty ? "You have unsaved changes." : "All changes saved."}
          </p>
          <div className="flex flex-1 gap-2 sm:flex-none [&>*]:flex-1 sm:[&>*]:flex-none">
            <Button type="button" variant="outline" disabled={!isDirty || update.isPending} onClick={() => form.reset(toFormValues(profile))}>
              Discard
            </Button>
            <Button type="submit" disabled={update.isPending}>
              <Save aria-hidden="true" />
              {update.isPending ? "Saving..." : "Save changes"}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
