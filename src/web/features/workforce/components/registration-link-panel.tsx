import { useState } from "react";
import { Copy, Download, RefreshCw } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useDownloadPoster, useIssueRegistrationLink, useRegistrationLink } from "../api/registrations";
import { WorkerQr } from "./worker-qr";

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
  const poster = useDownloadPoster();
  const url = link.data ? `${window.location.origin}${link.data.path}` : null;

  const reissue = async () => {
    if (
      link.data &&
      !(await confirm({
        title: "Issue a new registration link?",
        description: `The link and every poster printed for ${contract.name} will stop working. Print the new poster for the gate.`,
        confirmText: "Issue a new link",
        variant: "destructive",
      }))
    )
      return;
    issue.mutate(undefined, {
      onSuccess: () => toast({ title: "Success", description: `A new registration link for ${contract.name} is ready` }),
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to issue the link"), variant: "destructive" }),
    });
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Copied", description: "The registration link is on your clipboard" });
    } catch {
      toast({ title: "Error", description: "The link could not be copied: select it and copy it instead", variant: "destructive" });
    }
  };

  if (link.isPending) return <p className="text-sm text-slate-500">Loading the link…</p>;
  return (
    <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start sm:gap-5">
      {url ? <WorkerQr url={url} label={`QR code of the registration link for ${contract.name}`} size={148} /> : null}
      <div className="grid min-w-0 gap-3">
        {url ? (
          <p className="text-sm break-all">
            <a href={url} className="font-medium text-brand underline" target="_blank" rel="noreferrer">
              {url}
            </a>
          </p>
        ) : (
          <p className="text-sm text-slate-600">No registration link yet for {contract.name}.</p>
        )}
        <div className="flex flex-wrap gap-2">
          {url && (
            <Button type="button" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
          )}
          {url && (
            <Button
              type="button"
              variant="outline"
              disabled={poster.isPending}
              onClick={() =>
                poster.mutate(contract.slug, {
                  onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to download the poster"), variant: "destructive" }),
                })
              }
            >
              <Download aria-hidden="true" />
              {poster.isPending ? "Preparing…" : "Download poster (PDF)"}
            </Button>
          )}
          {canEdit && (
            <Button type="button" variant={url ? "outline" : "default"} disabled={issue.isPending} onClick={() => void reissue()}>
              <RefreshCw aria-hidden="true" />
              {url ? "Issue a new link" : "Issue a link"}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
