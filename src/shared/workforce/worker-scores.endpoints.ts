import { endpoint } from "../common/contract";
import { pageQuery } from "../common/paging";
import { workerParams } from "./worker";
import { workerScoreListSchema, workerScoreNoteSchema, workerScoreSchema } from "./worker-scores";

/** A manager's scores of a worker with their notes (issue 30); what they change is workersChanges (every workers read). */
export const workerScoresEndpoints = {
  scores: endpoint({
    method: "GET",
    path: "/api/workers/:id/scores",
    access: ["Workforce", "view"],
    summary: "A worker's scores (timekeeping, attendance, quality, safety; 0 to 10) with their notes, who scored and when, newest first",
    params: workerParams,
    query: pageQuery,
    response: workerScoreListSchema,
  }),
  score: endpoint({
    method: "POST",
    path: "/api/workers/:id/scores",
    access: ["Workforce", "edit"],
    summary: "Score a worker (0 to 10, two decimals) with a note: kept in their history, and the worker's score of that kind becomes it",
    params: workerParams,
    body: workerScoreSchema,
    response: workerScoreNoteSchema,
    status: 201,
  }),
};
