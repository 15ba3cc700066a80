import type { CSSProperties } from "react";
import { HardHat } from "lucide-react";
import { brandPalette, DEFAULT_BRAND_COLOUR } from "@shared/rules/brand-colour";
import { useParams } from "@web/lib/router";
import { Spinner } from "@web/components/ui/spinner";
import { ApiError, errorText } from "@web/lib/api";
import { useRegistrationForm } from "@web/features/workforce/api/public-registration";
import { RegistrationForm } from "@web/features/workforce/components/registration-form";

const SITEBOOK_GREEN = "#0C6D52";

/**
 * The form wears the company's colour, or Sitebook's green while the company keeps the neutral
 * default, which on a worker's phone reads as a disabled button (as on the sign-in page).
 */
function colours(brandColor: string | null | undefined): CSSProperties {
  const own = brandColor && brandColor.toLowerCase() !== DEFAULT_BRAND_COLOUR;
  const p = brandPalette(own ? brandColor : SITEBOOK_GREEN);
  return { "--brand": p.brand, "--brand-dark": p.dark, "--brand-light": p.light, "--brand-foreground": p.foreground } as CSSProperties;
}

/**
 * /register/:token (issue 30, "Registration before arrival"): a contract's public form, opened from
 * the site poster's QR on the worker's own phone. No account and no shell; phone first.
 */
export default function RegisterPage() {
  const { token = "" } = useParams<{ token: string }>();
  const form = useRegistrationForm(token);
  return (
    <main className="mx-auto grid w-full max-w-2xl gap-5 px-4 py-6 sm:py-10" style={colours(form.data?.brandColor)}>
      <header className="grid gap-1">
        <p className="flex items-center gap-2 text-sm font-medium text-brand">
          <HardHat className="size-4" aria-hidden="true" />
          {form.data?.companyName ?? "Site registration"}
        </p>
        <h1 className="text-2xl font-semibold">Register before you arrive</h1>
        {form.data && <p className="text-slate-700">{form.data.contractName}</p>}
      </header>
      {form.isPending && <Spinner label="Loading the form" className="mx-auto my-8 text-slate-400" />}
      {form.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          {form.error instanceof ApiError && form.error.status === 404
            ? errorText(form.error, "This registration link is no longer valid")
            : "The form could not be loaded. Check your signal and try again."}
        </p>
      )}
      {form.data && <RegistrationForm token={token} info={form.data} />}
    </main>
  );
}
