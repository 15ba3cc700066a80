import { useEffect } from "react";
import { CheckCircle2 } from "lucide-react";
import { useParams } from "@web/lib/router";
import { PublicPage } from "@web/components/screen/public-page";
import { Spinner } from "@web/components/ui/spinner";
import { ApiError, errorText } from "@web/lib/api";
import { keepPersonalLink } from "@web/features/site-sign-in/api/phone-keys";
import { useLinkOwner } from "@web/features/site-sign-in/api/site-public";

/**
 * /me/:token (issue 31): a worker opens their personal sign-in link once on their own phone, which
 * keeps it; from then on any contract's sign-in poster offers "Sign in as <name>".
 */
export default function PersonalLinkPage() {
  const { token = "" } = useParams<{ token: string }>();
  const owner = useLinkOwner(token);
  const name = owner.data?.name;
  useEffect(() => {
    if (name) keepPersonalLink({ token, name });
  }, [name, token]);
  return (
    <PublicPage brandColor={null} company="Site sign-in" title="Your personal sign-in link" width="max-w-lg">
      {owner.isPending && <Spinner label="Loading" className="mx-auto my-8 text-slate-400" />}
      {owner.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          {owner.error instanceof ApiError && owner.error.status === 404
            ? errorText(owner.error, "This personal sign-in link is no longer valid")
            : "The link could not be checked. Check your signal and try again."}
        </p>
      )}
      {name && (
        <section className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-5 text-emerald-950">
          <p className="flex items-start gap-2 text-lg font-semibold">
            <CheckCircle2 className="mt-1 size-5 shrink-0" aria-hidden="true" />
            This phone will sign you in as {name} from any site poster.
          </p>
          <ol className="list-decimal space-y-1 pl-6">
            <li>At the site gate, scan the sign-in poster's QR code with this phone.</li>
            <li>Answer today's checks if asked, then tap Sign in as {name}.</li>
            <li>When you leave, scan the poster again and tap Sign out.</li>
          </ol>
          <p className="text-sm">Not your phone? Ask the site team for a new link: this one then stops working.</p>
        </section>
      )}
    </PublicPage>
  );
}
