import { useMutation } from "@tanstack/react-query";
import { Download, type LucideIcon } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { downloadFile } from "@web/lib/download";

/**
 * A file the user asked for (a poster, a PDF): fetched first so the button says "Preparing…" while
 * the server draws it, and a refusal (403, 429) becomes a toast rather than a browser error page.
 * Never retried: a download is a read the user chose to make.
 */
export function DownloadButton({
  href,
  filename,
  label,
  failure,
  icon: Icon = Download,
}: {
  href: string;
  /** The name to save under if the server gives none. */
  filename: string;
  label: string;
  /** The toast's text when the server gives no reason. */
  failure: string;
  icon?: LucideIcon;
}) {
  const download = useMutation({ mutationFn: () => downloadFile(href, filename), retry: false });
  return (
    <Button
      type="button"
      variant="outline"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(undefined, {
          onError: (e) => toast({ title: "Error", description: errorText(e, failure), variant: "destructive" }),
        })
      }
    >
      <Icon aria-hidden="true" />
      {download.isPending ? "Preparing…" : label}
    </Button>
  );
}
