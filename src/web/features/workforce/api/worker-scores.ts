import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { WorkerScoreInput } from "@shared/workforce/worker-scores";
import { workerScoresEndpoints } from "@shared/workforce/worker-scores.endpoints";
import { workersChanges } from "@shared/workforce/workers.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";

export const WORKER_SCORES_PAGE_SIZE = 10;

/** A page of the worker's scores with their notes, newest first. */
export function useWorkerScores(id: number, page: number) {
  return useQuery(
    queryOf(workerScoresEndpoints.scores, { params: { id }, query: { page, pageSize: WORKER_SCORES_PAGE_SIZE } }, { placeholderData: keepPreviousData }),
  );
}

/** A score with its note: every workers read refreshes (the worker's score of that kind, and the history). */
export function useScoreWorker(id: number) {
  return useWrite((body: WorkerScoreInput) => callApi(workerScoresEndpoints.score, { params: { id }, body }), workersChanges, {}, { refetchType: "all" });
}
