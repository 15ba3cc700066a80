import { useState } from "react";
import { useParams } from "@web/lib/router";
import { PublicPage } from "@web/components/screen/public-page";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { ApiError, errorText } from "@web/lib/api";
import { keptPersonalLink, keptVisit } from "@web/features/site-sign-in/api/phone-keys";
import { usePosterPage } from "@web/features/site-sign-in/api/site-public";
import { VisitorSignIn } from "@web/features/site-sign-in/components/visitor-sign-in";
import { WorkerSelfSignIn } from "@web/features/site-sign-in/components/worker-self-sign-in";

/**
 * /site/:token (issue 31): the contract's sign-in poster opened on a visitor's or a worker's own phone.
 * No account and no shell. A phone holding a personal link signs that worker in; any other phone gets
 * the visitor form (and a worker's phone can still sign a visitor in).
 */
export default function SitePosterPage() {
  const { token = "" } = useParams<{ token: string }>();
  const page = usePosterPage(token);
  const [link] = useState(keptPersonalLink);
  // A phone that signed a visitor in here keeps offering that visit's sign-out first.
  const [asVisitor, setAsVisitor] = useState(() => link === null || keptVisit(token) !== null);
  return (
    <PublicPage
      brandColor={page.data?.brandColor}
      company={page.data?.companyName ?? "Site sign-in"}
      title="Sign in to site"
      subtitle={page.data?.contractName}
      width="max-w-lg"
    >
      {page.isPending && <Spinner label="Loading" className="mx-auto my-8 text-slate-400" />}
      {page.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          {page.error instanceof ApiError && page.error.status === 404
            ? errorText(page.error, "This sign-in poster is no longer valid")
            : "The page could not be loaded. Check your signal and try again."}
        </p>
      )}
      {page.data &&
        (link && !asVisitor ? (
          <>
            <WorkerSelfSignIn token={token} linkToken={link.token} page={page.data} />
            <Button type="button" variant="link" className="justify-self-center" onClick={() => setAsVisitor(true)}>
              Not {link.name}? Sign in a visitor
            </Button>
          </>
        ) : (
          <>
            <VisitorSignIn token={token} page={page.data} />
            {link && (
              <Button type="button" variant="link" className="justify-self-center" onClick={() => setAsVisitor(false)}>
                Sign in as {link.name}
              </Button>
            )}
          </>
        ))}
    </PublicPage>
  );
}
