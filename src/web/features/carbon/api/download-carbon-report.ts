import { useMutation } from "@tanstack/react-query";
import { carbonReportFilename, carbonReportUrl } from "@shared/carbon-footprint/carbon-footprint";
import { downloadFile } from "@web/lib/download";

/** GET …/carbon-report.pdf, saved through an anchor (lib/download.ts). */
export const downloadCarbonReport = ({ slug, from, to }: { slug: string; from?: string; to?: string }) =>
  downloadFile(carbonReportUrl(slug, { from, to }), carbonReportFilename(slug, { from, to }));

export function useDownloadCarbonReport() {
  return useMutation({ mutationFn: downloadCarbonReport, retry: false });
}
