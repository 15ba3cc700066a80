import { useParams } from "@web/lib/router";
import { PublicPage } from "@web/components/screen/public-page";
import { Spinner } from "@web/components/ui/spinner";
import { ApiError, errorText } from "@web/lib/api";
import { useRegistrationForm } from "@web/features/workforce/api/public-registration";
import { RegistrationForm } from "@web/features/workforce/components/registration-form";

/**
 * /register/:token (issue 30, "Registration before arrival"): a contract's public form, opened from
 * the site poster's QR on the worker's own phone. No account and no shell; phone first.
 */
export default function RegisterPage() {
  const { token = "" } = useParams<{ token: string }>();
  const form = useRegistrationForm(token);
  return (
    <PublicPage
      brandColor={form.data?.brandColor}
      company={form.data?.companyName ?? "Site registration"}
      title="Register before you arrive"
      subtitle={form.data?.contractName}
    >
      {form.isPending && <Spinner label="Loading the form" className="mx-auto my-8 text-slate-400" />}
      {form.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          {form.error instanceof ApiError && form.error.status === 404
            ? errorText(form.error, "This registration link is no longer valid")
            : "The form could not be loaded. Check your signal and try again."}
        </p>
      )}
      {form.data && <RegistrationForm token={token} info={form.data} />}
    </PublicPage>
  );
}
