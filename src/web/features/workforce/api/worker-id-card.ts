import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { WorkerDetail } from "@shared/workforce/worker";
import { ID_CARD_FILENAME, ID_CARD_SHEET_FILENAME, workerIdCardEndpoints } from "@shared/workforce/worker-id-card";
import { workersChanges } from "@shared/workforce/workers.endpoints";
import { callApi, hrefOf, useWrite } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";
import { workerKey } from "./workers";

/** A worker's QR token, photo and ID cards (issue 30): each write reads the worker again, or puts the answer in the cache. */

const refreshWorker = (id: number) => ({
  refetchType: "all" as const,
  onSuccess: (_r: unknown, _v: unknown, client: QueryClient) => client.invalidateQueries({ queryKey: workerKey(id) }),
});

export function useIssueQr(id: number) {
  return useWrite(() => callApi(workerIdCardEndpoints.issueQr, { params: { id } }), workersChanges, {}, refreshWorker(id));
}

export function useSetPhoto(id: number) {
  const send = (file: File) => {
    const body = new FormData();
    body.append("file", file, file.name);
    return callApi(workerIdCardEndpoints.addPhoto, { params: { id }, body });
  };
  return useWrite(send, workersChanges, {}, { refetchType: "all", onSuccess: (w: WorkerDetail, _v, client) => client.setQueryData(workerKey(w.id), w) });
}

export function useRemovePhoto(id: number) {
  return useWrite(() => callApi(workerIdCardEndpoints.removePhoto, { params: { id } }), workersChanges, {}, refreshWorker(id));
}

/**
 * One worker's card, or a gang's A4 sheet (never retried: a download is a read the user asked for).
 * A worker's first card issues their QR token, so the workers printed are read again.
 */
export function useDownloadIdCards() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (w: { ids: number[]; workerId?: string }) =>
      w.ids.length === 1 && w.workerId
        ? downloadFile(hrefOf(workerIdCardEndpoints.idCard, { params: { id: w.ids[0] } }), ID_CARD_FILENAME(w.workerId))
        : downloadFile(hrefOf(workerIdCardEndpoints.idCardSheet, { query: { ids: w.ids.join(",") } }), ID_CARD_SHEET_FILENAME),
    retry: false,
    onSuccess: (_r, w) => Promise.all(w.ids.map((id) => client.invalidateQueries({ queryKey: workerKey(id) }))),
  });
}
