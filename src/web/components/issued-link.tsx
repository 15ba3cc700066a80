import type { ReactNode } from "react";
import { Copy, RefreshCw } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { QrImage } from "@web/components/ui/qr-code";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";

/**
 * A link the app issues with an unguessable token (a contract's registration link or sign-in poster,
 * a worker's personal sign-in link): its QR, the address, Copy, the caller's own buttons (a poster to
 * download) and Issue, which voids the old link after a confirmation.
 */
export type IssuedLinkProps = {
  /** The app's relative path of the link, or null before one is issued. */
  path: string | null;
  /** The toast once issued: "A new registration link for Riverside Flats is ready". */
  issued: string;
  qrLabel: string;
  empty: ReactNode;
  /** The confirmation before a new link voids the old one. */
  reissue: { title: string; description: string };
  canIssue: boolean;
  issuing: boolean;
  onIssue: (done: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
  /** Buttons beside Copy while a link exists. */
  actions?: ReactNode;
};

export function IssuedLink({ path, issued, qrLabel, empty, reissue, canIssue, issuing, onIssue, actions }: IssuedLinkProps) {
  const url = path ? `${window.location.origin}${path}` : null;
  const issue = async () => {
    if (url && !(await confirm({ title: reissue.title, description: reissue.description, confirmText: "Issue a new link", variant: "destructive" }))) return;
    onIssue({
      onSuccess: () => toast({ title: "Success", description: issued }),
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to issue the link"), variant: "destructive" }),
    });
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Copied", description: "The link is on your clipboard" });
    } catch {
      toast({ title: "Error", description: "The link could not be copied: select it and copy it instead", variant: "destructive" });
    }
  };
  return (
    <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start sm:gap-5">
      {url ? <QrImage url={url} label={qrLabel} size={148} /> : null}
      <div className="grid min-w-0 gap-3">
        {url ? (
          <p className="text-sm break-all">
            <a href={url} className="font-medium text-brand underline" target="_blank" rel="noreferrer">
              {url}
            </a>
          </p>
        ) : (
          <p className="text-sm text-slate-600">{empty}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {url && (
            <Button type="button" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
          )}
          {url && actions}
          {canIssue && (
            <Button type="button" variant={url ? "outline" : "default"} disabled={issuing} onClick={() => void issue()}>
              <RefreshCw aria-hidden="true" />
              {url ? "Issue a new link" : "Issue a link"}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

/** A titled panel around an issued link: its heading and what it is for, then the link once it has loaded. */
export function IssuedLinkSection({
  id,
  title,
  intro,
  link,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  link: { isPending: boolean; isError: boolean; error: unknown };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{intro}</p>
      </div>
      {link.isPending ? (
        <p className="text-sm text-slate-500">Loading the link…</p>
      ) : link.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(link.error, "The link could not be loaded")}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
