import { useState } from "react";
import { FormField } from "@web/components/ui/form-field";
import { Select } from "@web/components/ui/select";
import { DownloadButton } from "@web/components/ui/download-button";
import { hrefOf } from "@web/lib/api-client";
import { REGISTRATION_POSTER_FILENAME, registrationLinkEndpoints } from "@shared/workforce/worker-registrations.endpoints";
import { useIssueRegistrationLink, useRegistrationLink } from "../api/registrations";
import { IssuedLink } from "@web/components/issued-link";

/**
 * A contract's registration link (issue 30): choose the contract, then its link, a copy button, its QR
 * and the poster for the gate. Issuing a new link voids the old one and every poster printed with it.
 */

export type ContractOption = { slug: string; name: string };

export function RegistrationLinkPanel({ contracts, canEdit }: { contracts: ContractOption[]; canEdit: boolean }) {
  const [slug, setSlug] = useState("");
  const chosen = contracts.find((c) => c.slug === slug) ?? null;
  return (
    <section aria-labelledby="registration-link-title" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <h2 id="registration-link-title" className="text-lg font-semibold">
          Registration link
        </h2>
        <p className="text-sm text-slate-600">Workers open a contract's link (or scan its poster) to register on their phone before they arrive.</p>
      </div>
      <FormField label="Contract" htmlFor="registration-link-contract" className="max-w-md">
        <Select
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          placeholder="Choose a contract"
          options={contracts.map((c) => ({ value: c.slug, label: c.name }))}
        />
      </FormField>
      {chosen && <ContractLink key={chosen.slug} contract={chosen} canEdit={canEdit} />}
    </section>
  );
}

function ContractLink({ contract, canEdit }: { contract: ContractOption; canEdit: boolean }) {
  const link = useRegistrationLink(contract.slug);
  const issue = useIssueRegistrationLink(contract.slug);
  if (link.isPending) return <p className="text-sm text-slate-500">Loading the link…</p>;
  return (
    <IssuedLink
      path={link.data?.path ?? null}
      issued={`A new registration link for ${contract.name} is ready`}
      qrLabel={`QR code of the registration link for ${contract.name}`}
      empty={`No registration link yet for ${contract.name}.`}
      reissue={{
        title: "Issue a new registration link?",
        description: `The link and every poster printed for ${contract.name} will stop working. Print the new poster for the gate.`,
      }}
      canIssue={canEdit}
      issuing={issue.isPending}
      onIssue={(done) => issue.mutate(undefined, done)}
      actions={
        <DownloadButton
          href={hrefOf(registrationLinkEndpoints.poster, { params: { slug: contract.slug } })}
          filename={REGISTRATION_POSTER_FILENAME(contract.slug)}
          label="Download poster (PDF)"
          failure="Failed to download the poster"
        />
      }
    />
  );
}
