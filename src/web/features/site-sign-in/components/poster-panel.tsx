import { Download } from "lucide-react";
import { IssuedLink } from "@web/components/issued-link";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useDownloadSitePoster, useIssuePoster, useSignInSettings } from "../api/poster";

/**
 * A contract's sign-in poster (issue 31) in its Settings view: the page's link and QR, the A4 poster
 * for the gate, and a new link (Workforce edit), which voids every poster printed with the old one.
 */
export function PosterPanel({ slug }: { slug: string }) {
  const can = usePermission();
  const settings = useSignInSettings(slug);
  const issue = useIssuePoster(slug);
  const poster = useDownloadSitePoster();
  return (
    <section aria-labelledby="sign-in-poster-title" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <h2 id="sign-in-poster-title" className="text-lg font-semibold">
          Sign-in poster
        </h2>
        <p className="text-sm text-slate-600">
          Visitors scan it to sign in and out on their own phone, with no account. Workers with their personal link sign themselves in from it.
        </p>
      </div>
      {settings.isPending ? (
        <p className="text-sm text-slate-500">Loading the poster…</p>
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(settings.error, "The poster could not be loaded")}
        </p>
      ) : (
        <IssuedLink
          path={settings.data.posterPath}
          issued="The new sign-in poster is ready: print it for the gate"
          qrLabel="QR code of the sign-in poster's page"
          empty="No sign-in poster yet for this contract."
          reissue={{
            title: "Issue a new sign-in poster?",
            description: "Every poster printed with the old link stops working, and visitors on site sign out at the gate. Print the new poster.",
          }}
          canIssue={can("Workforce", "edit")}
          issuing={issue.isPending}
          onIssue={(done) => issue.mutate(undefined, done)}
          actions={
            <Button
              type="button"
              variant="outline"
              disabled={poster.isPending}
              onClick={() =>
                poster.mutate(slug, {
                  onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to download the poster"), variant: "destructive" }),
                })
              }
            >
              <Download aria-hidden="true" />
              {poster.isPending ? "Preparing…" : "Download poster (PDF)"}
            </Button>
          }
        />
      )}
    </section>
  );
}
