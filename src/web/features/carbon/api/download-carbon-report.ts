import { useMutation } from "@tanstack/react-query";
import { carbonReportFilename } from "@shared/carbon-footprint/carbon-footprint";
import { carbonFootprintEndpoints } from "@shared/carbon-footprint/carbon-footprint.endpoints";
import { hrefOf } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

/** GET …/carbon-report.pdf, saved through an anchor (lib/download.ts). */
export const downloadCarbonReport = ({ slug, from, to }: { slug: string; from?: string; to?: string }) =>
  downloadFile(hrefOf(carbonFootprintEndpoints.projectReport, { params: { slug }, query: { from, to } }), carbonReportFilename(slug, { from, to }));

export function useDownloadCarbonReport() {
  return useMutation({ mutationFn: downloadCarbonReport, retry: false });
}
