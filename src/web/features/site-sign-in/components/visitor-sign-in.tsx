import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { LogIn } from "lucide-react";
import { visitorSelfInput, type SitePage, type VisitorSelfInput } from "@shared/site-sign-in/site-public";
import type { VisitorFormValues } from "@shared/visitors/visitor";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { ApiError, errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, serverFieldErrors, showServerErrors } from "@web/lib/server-field-errors";
import { keepVisit, keptVisit } from "../api/phone-keys";
import { signInVisitor, signOutVisitor, useVisit } from "../api/site-public";
import { OnSiteCard } from "./on-site-card";
import { TravelFields } from "./travel-fields";

/**
 * A visitor on the poster's page (issue 31): the form, then "Signed in at 09:12 — Sign out". The phone
 * keeps the sign-out token for this poster, so opening the same link again offers the sign-out.
 */

type Values = Omit<VisitorFormValues, "date" | "signInTime" | "signOutTime">;
const EMPTY: Values = { firstName: "", lastName: "", company: "", reasonForVisit: "", travelMethod: "", travelDistance: "", travelOriginPostcode: "" };

export function VisitorSignIn({ token, page }: { token: string; page: SitePage }) {
  const [visitToken, setVisitToken] = useState(() => keptVisit(token));
  const [signedOut, setSignedOut] = useState<string | null>(null);
  const visit = useVisit(token, visitToken);
  const forget = () => {
    keepVisit(token, null);
    setVisitToken(null);
  };
  // A visit the site team closed, an earlier day's, or a token that no longer works: the form again.
  const gone = (visit.data && !visit.data.onSite) || (visit.error instanceof ApiError && visit.error.status === 404);
  useEffect(() => {
    if (gone) forget();
  });

  if (visitToken && visit.isPending) return <Spinner label="Loading your visit" className="mx-auto my-8 text-slate-400" />;
  if (visitToken && visit.data?.onSite)
    return (
      <OnSiteCard
        name={visit.data.name}
        at={visit.data.signInTime}
        onSignOut={async () => {
          const out = await signOutVisitor(token, visitToken);
          setSignedOut(`${out.name} signed out at ${out.signOutTime}. Thank you for visiting.`);
          forget();
        }}
      />
    );
  return (
    <>
      {signedOut && (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          {signedOut}
        </p>
      )}
      <VisitorForm
        token={token}
        page={page}
        onSignedIn={(t) => {
          keepVisit(token, t);
          setSignedOut(null);
          setVisitToken(t);
        }}
      />
    </>
  );
}

function VisitorForm({ token, page, onSignedIn }: { token: string; page: SitePage; onSignedIn: (signOutToken: string) => void }) {
  const form = useForm<Values, unknown, VisitorSelfInput>({ resolver: schemaResolver(visitorSelfInput), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const signedIn = await signInVisitor(token, values);
      onSignedIn(signedIn.signOutToken);
    } catch (e) {
      showServerErrors(form.setError, e, { accept: fieldOf(form.getValues()) });
      // A field's own message shows at the field; anything else (the bot check, too many tries, no signal) here.
      if (serverFieldErrors(e).length === 0) setFormError(errorText(e, "Could not sign you in. Check your signal and try again."));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Visitor sign-in" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <h2 className="text-lg font-semibold">Visitor sign-in</h2>
      <div className="grid grid-cols-2 items-start gap-3">
        <FormField label="First name" htmlFor="visitor-first" error={errors.firstName?.message} required>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </FormField>
        <FormField label="Last name" htmlFor="visitor-last" error={errors.lastName?.message} required>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </FormField>
      </div>
      <FormField label="Company" htmlFor="visitor-company" error={errors.company?.message} required>
        <Input autoComplete="organization" placeholder="e.g. Arup, Building Control" {...form.register("company")} />
      </FormField>
      <FormField label="Reason for visit" htmlFor="visitor-reason" error={errors.reasonForVisit?.message} required>
        <Textarea rows={2} placeholder="e.g. Structural inspection" {...form.register("reasonForVisit")} />
      </FormField>
      <TravelFields idPrefix="visitor" methods={page.travelMethods} form={form} />
      {formError && (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" className="h-12 text-base" disabled={isSubmitting}>
        <LogIn aria-hidden="true" />
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
