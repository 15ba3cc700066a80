import { FileDown } from "lucide-react";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api";
import { useDownloadCarbonReport } from "../api/download-carbon-report";

/** "Download PDF report": the project's carbon report for the range shown (all records when none). */
export function CarbonReportButton({
  slug,
  name,
  from,
  to,
  variant = "outline",
}: {
  slug: string;
  name: string;
  from?: string;
  to?: string;
  variant?: ButtonProps["variant"];
}) {
  const download = useDownloadCarbonReport();
  const onClick = () =>
    download.mutate(
      { slug, from, to },
      {
        onSuccess: () => toast({ title: "Carbon report downloaded", description: `${name}: the PDF is in your downloads.` }),
        onError: (error) =>
          toast({ title: "Report failed", description: errorMessage(error, "The PDF could not be made. Please try again."), variant: "destructive" }),
      },
    );
  return (
    <Button variant={variant} onClick={onClick} disabled={download.isPending}>
      {download.isPending ? <Spinner size="sm" className="text-current" label="Preparing the PDF" /> : <FileDown aria-hidden="true" />}
      {download.isPending ? "Preparing PDF..." : "Download PDF report"}
    </Button>
  );
}
