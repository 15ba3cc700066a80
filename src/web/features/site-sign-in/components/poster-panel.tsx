import { SITE_POSTER_FILENAME } from "@shared/site-sign-in/site-public";
import { sitePosterEndpoints } from "@shared/site-sign-in/site-poster.endpoints";
import { IssuedLink, IssuedLinkSection } from "@web/components/issued-link";
import { DownloadButton } from "@web/components/ui/download-button";
import { hrefOf } from "@web/lib/api-client";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useIssuePoster } from "../api/poster";
import { useSignInSettings } from "../api/site-sign-in";

/**
 * A contract's sign-in poster (issue 31) in its Settings view: the page's link and QR, the A4 poster
 * for the gate, and a new link (Workforce edit), which voids every poster printed with the old one.
 */
export function PosterPanel({ slug }: { slug: string }) {
  const can = usePermission();
  const settings = useSignInSettings(slug);
  const issue = useIssuePoster(slug);
  return (
    <IssuedLinkSection
      id="sign-in-poster-title"
      title="Sign-in poster"
      intro="Visitors scan it to sign in and out on their own phone, with no account. Workers with their personal link sign themselves in from it."
      link={settings}
    >
      <IssuedLink
        path={settings.data?.posterPath ?? null}
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
          <DownloadButton
            href={hrefOf(sitePosterEndpoints.poster, { params: { slug } })}
            filename={SITE_POSTER_FILENAME(slug)}
            label="Download poster (PDF)"
            failure="Failed to download the poster"
          />
        }
      />
    </IssuedLinkSection>
  );
}
