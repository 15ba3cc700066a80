import { useMutation } from "@tanstack/react-query";
import { diaryExportFilename, diaryExportUrl } from "@shared/diary-export/diary-export";
import { throwIfNotOk } from "@web/lib/api";

/**
 * GET …/diary-export.pdf, saved through an anchor: fetched first so the button can show that it is
 * working and a refusal (400, 403) becomes a toast instead of a browser error page.
 */
export async function downloadDiaryPdf({ slug, from, to }: { slug: string; from: string; to: string }): Promise<void> {
  const res = await fetch(diaryExportUrl(slug, from, to), { credentials: "include" });
  await throwIfNotOk(res);
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement("a");
    a.href = url;
    a.download = diaryExportFilename(slug, from, to);
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useDownloadDiaryPdf() {
  // A download is a read: never retried automatically.
  return useMutation({ mutationFn: downloadDiaryPdf, retry: false });
}
