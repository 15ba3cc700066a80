import { useMutation } from "@tanstack/react-query";
import { diaryExportFilename } from "@shared/diary-export/diary-export";
import { diaryExportEndpoints } from "@shared/diary-export/diary-export.endpoints";
import { hrefOf } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

/** GET …/diary-export.pdf, saved through an anchor (lib/download.ts): a refusal (400, 403) becomes a toast. */
export const downloadDiaryPdf = ({ slug, from, to }: { slug: string; from: string; to: string }) =>
  downloadFile(hrefOf(diaryExportEndpoints.pdf, { params: { slug }, query: { from, to } }), diaryExportFilename(slug, from, to));

export function useDownloadDiaryPdf() {
  // A download is a read: never retried automatically.
  return useMutation({ mutationFn: downloadDiaryPdf, retry: false });
}
