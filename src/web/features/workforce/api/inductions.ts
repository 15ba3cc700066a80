import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { InductionAttemptInput, InductionFormValues, InductionSettings } from "@shared/workforce/inductions";
import { inductionsChanges, inductionsEndpoints, type InductionResultsQuery, type RecordedInductionInput } from "@shared/workforce/inductions.endpoints";
import { callApi, hrefOf, queryOf, useWrite } from "@web/lib/api-client";

/** Site inductions (issue 30, decision 0068): the overview, an induction and its editor, results and their review. */

export const RESULTS_PAGE_SIZE = 20;

export const useInductionsOverview = () => useQuery(queryOf(inductionsEndpoints.overview, {}));

export function useSaveInductionSettings() {
  return useWrite((body: InductionSettings) => callApi(inductionsEndpoints.saveSettings, { body }), inductionsChanges, {}, { refetchType: "all" });
}

/** The company induction (slug null) or a contract's; a 404 is "none set up yet", not an error. */
export function useInduction(slug: string | null) {
  return useQuery(
    slug === null ? queryOf(inductionsEndpoints.company, {}, { retry: false }) : queryOf(inductionsEndpoints.contract, { params: { slug } }, { retry: false }),
  );
}

export function useSaveInduction(slug: string | null) {
  return useWrite(
    (body: InductionFormValues) =>
      slug === null ? callApi(inductionsEndpoints.saveCompany, { body }) : callApi(inductionsEndpoints.saveContract, { params: { slug }, body }),
    inductionsChanges,
    {},
    { refetchType: "all" },
  );
}

/** An image or PDF for a section: stored at once, kept while a saved section refers to it. */
export function useUploadInductionFile() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file, file.name);
      return callApi(inductionsEndpoints.uploadFile, { body });
    },
  });
}

export const inductionFileHref = (id: number, fileId: number) => hrefOf(inductionsEndpoints.file, { params: { id, fileId } });

export const useInductionToTake = (id: number | null) => useQuery(queryOf(inductionsEndpoints.take, { params: { id: id ?? 0 } }, { enabled: id !== null }));

export function useAttempt(id: number, workerId: number) {
  return useWrite(
    (a: InductionAttemptInput) => callApi(inductionsEndpoints.attempt, { params: { id }, body: { ...a, workerId } }),
    inductionsChanges,
    {},
    { refetchType: "all" },
  );
}

export function useRecordInduction(id: number) {
  return useWrite(
    (body: RecordedInductionInput) => callApi(inductionsEndpoints.recorded, { params: { id }, body }),
    inductionsChanges,
    {},
    { refetchType: "all" },
  );
}

export type ResultFilters = Partial<Omit<InductionResultsQuery, "page" | "pageSize">> & { page: number };
export const useInductionResults = (f: ResultFilters) =>
  useQuery(queryOf(inductionsEndpoints.results, { query: { ...f, pageSize: RESULTS_PAGE_SIZE } }, { placeholderData: keepPreviousData }));

export function useReviewResult() {
  return useWrite(
    ({ id, decision, note }: { id: number; decision: "approved" | "rejected"; note: string }) =>
      callApi(inductionsEndpoints.review, { params: { id }, body: { decision, note } }),
    inductionsChanges,
    {},
    { refetchType: "all" },
  );
}

export const useWorkerInductions = (id: number) => useQuery(queryOf(inductionsEndpoints.worker, { params: { id } }));
