import { keepPreviousData, useMutation, useQuery, type QueryClient } from "@tanstack/react-query";
import type {
  CardCheckInput,
  RightToWorkCheckInput,
  UpdateWorkerInput,
  WorkerCardFormValues,
  WorkerDetail,
  WorkerFilters,
  WorkerInput,
} from "@shared/workforce/worker";
import { workersChanges, workersEndpoints } from "@shared/workforce/workers.endpoints";
import { ukToday } from "@shared/common/uk-dates";
import { callApi, hrefOf, keyOf, queryOf, useWrite } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

export const WORKERS_PAGE_SIZE = 25;

/** The register's filters as the address bar holds them, and its page. */
export type WorkerListFilters = Partial<WorkerFilters> & { page: number };

/** A page of the register (the server searches, filters and pages). */
export function workersQuery(f: WorkerListFilters = { page: 1 }) {
  return queryOf(workersEndpoints.list, { query: { ...f, pageSize: WORKERS_PAGE_SIZE } }, { placeholderData: keepPreviousData });
}
export const useWorkers = (f: WorkerListFilters) => useQuery(workersQuery(f));

export const workerKey = (id: number) => keyOf(workersEndpoints.get, { params: { id } });

export function useWorker(id: number | null) {
  return useQuery(queryOf(workersEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null, retry: false }));
}

/** The answer is the worker as it now is: put it in the cache, and let every list refetch, shown or not. */
const putWorker = {
  refetchType: "all",
  onSuccess: (w: WorkerDetail, _: unknown, client: QueryClient) => client.setQueryData(workerKey(w.id), w),
} as const;
/** A card's answer is the card alone: the worker (with its card status) is read again. */
export const refreshWorker = (id: number) => ({
  refetchType: "all" as const,
  onSuccess: (_r: unknown, _v: unknown, client: QueryClient) => client.invalidateQueries({ queryKey: workerKey(id) }),
});

export type SaveWorker = { id: null; body: WorkerInput } | { id: number; body: UpdateWorkerInput };

export function useSaveWorker() {
  return useWrite(
    (save: SaveWorker) =>
      save.id === null ? callApi(workersEndpoints.create, { body: save.body }) : callApi(workersEndpoints.update, { params: { id: save.id }, body: save.body }),
    workersChanges,
    {},
    putWorker,
  );
}

export function useDeleteWorker() {
  return useWrite(
    (id: number) => callApi(workersEndpoints.remove, { params: { id } }),
    workersChanges,
    {},
    { refetchType: "all", onSuccess: (_r, id, client) => client.removeQueries({ queryKey: workerKey(id) }) },
  );
}

export type SaveCard = { cardId: number | null; body: WorkerCardFormValues };

export function useSaveCard(id: number) {
  return useWrite(
    ({ cardId, body }: SaveCard) =>
      cardId === null ? callApi(workersEndpoints.addCard, { params: { id }, body }) : callApi(workersEndpoints.updateCard, { params: { id, cardId }, body }),
    workersChanges,
    {},
    refreshWorker(id),
  );
}

export function useRemoveCard(id: number) {
  return useWrite((cardId: number) => callApi(workersEndpoints.removeCard, { params: { id, cardId } }), workersChanges, {}, refreshWorker(id));
}

export function useCheckCard(id: number) {
  return useWrite(
    ({ cardId, body }: { cardId: number; body: CardCheckInput }) => callApi(workersEndpoints.checkCard, { params: { id, cardId }, body }),
    workersChanges,
    {},
    refreshWorker(id),
  );
}

/** The answer is the worker with the check: put in the cache as it is. */
export function useRecordRightToWork(id: number) {
  return useWrite((body: RightToWorkCheckInput) => callApi(workersEndpoints.checkRightToWork, { params: { id }, body }), workersChanges, {}, putWorker);
}

export function useImportWorkers() {
  const importCsv = (file: File) => {
    const body = new FormData();
    body.append("file", file, file.name);
    return callApi(workersEndpoints.importCsv, { body });
  };
  return useWrite(importCsv, workersChanges, {}, { refetchType: "all" });
}

/** The filtered register as CSV (never retried: a download is a read the user asked for). */
export function useExportWorkers() {
  return useMutation({
    mutationFn: (f: Omit<WorkerListFilters, "page">) => downloadFile(hrefOf(workersEndpoints.exportCsv, { query: f }), `workers-${ukToday()}.csv`),
    retry: false,
  });
}
