import { IssuedLink, IssuedLinkSection } from "@web/components/issued-link";
import { useIssuePersonalLink, usePersonalLink } from "../api/poster";

/**
 * A worker's personal sign-in link (issue 31) on their page: opened once on their phone, it lets them
 * sign themselves in and out from any contract's poster. A new link stops the old one working.
 */
export function PersonalLinkPanel({ workerId, name, canEdit }: { workerId: number; name: string; canEdit: boolean }) {
  const link = usePersonalLink(workerId);
  const issue = useIssuePersonalLink(workerId);
  return (
    <IssuedLinkSection
      id="personal-link-title"
      title="Personal sign-in link"
      intro={`${name} opens it once on their phone (scan the QR or send the link); then any site's sign-in poster signs them in and out.`}
      link={link}
    >
      <IssuedLink
        path={link.data?.path ?? null}
        issued={`A new personal sign-in link for ${name} is ready`}
        qrLabel={`QR code of ${name}'s personal sign-in link`}
        empty={`No personal sign-in link yet for ${name}.`}
        reissue={{ title: "Issue a new personal link?", description: `${name}'s old link stops working: they open the new one on their phone.` }}
        canIssue={canEdit}
        issuing={issue.isPending}
        onIssue={(done) => issue.mutate(undefined, done)}
      />
    </IssuedLinkSection>
  );
}
