import { IssuedLink } from "@web/components/issued-link";
import { errorText } from "@web/lib/api";
import { useIssuePersonalLink, usePersonalLink } from "../api/poster";

/**
 * A worker's personal sign-in link (issue 31) on their page: opened once on their phone, it lets them
 * sign themselves in and out from any contract's poster. A new link stops the old one working.
 */
export function PersonalLinkPanel({ workerId, name, canEdit }: { workerId: number; name: string; canEdit: boolean }) {
  const link = usePersonalLink(workerId);
  const issue = useIssuePersonalLink(workerId);
  return (
    <section aria-labelledby="personal-link-title" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <h2 id="personal-link-title" className="text-lg font-semibold">
          Personal sign-in link
        </h2>
        <p className="text-sm text-slate-600">
          {name} opens it once on their phone (scan the QR or send the link); then any site's sign-in poster signs them in and out.
        </p>
      </div>
      {link.isPending ? (
        <p className="text-sm text-slate-500">Loading the link…</p>
      ) : link.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(link.error, "The link could not be loaded")}
        </p>
      ) : (
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
      )}
    </section>
  );
}
