import { useMutation } from "@tanstack/react-query";
import { carbonReportFilename, carbonReportUrl } from "@shared/carbon-footprint/carbon-footprint";
import { throwIfNotOk } from "@web/lib/api";

/**
 * GET …/carbon-report.pdf, saved through an anchor: fetched first so the button can show that it is
 * working and a refusal becomes a toast instead of a browser error page.
 */
export async function downloadCarbonReport({ slug, from, to }: { slug: string; from?: string; to?: string }): Promise<void> {
  const res = await fetch(carbonReportUrl(slug, { from, to }), { credentials: "include" });
  await throwIfNotOk(res);
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement("a");
    a.href = url;
    a.download = carbonReportFilename(slug, { from, to });
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useDownloadCarbonReport() {
  return useMutation({ mutationFn: downloadCarbonReport, retry: false });
}
