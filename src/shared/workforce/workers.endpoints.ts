import { endpoint, fileResponse, multipart, noContent, under, type Changes } from "../common/contract";
import { recordEndpoints } from "../common/record-endpoints";
import {
  cardCheckSchema,
  cardParams,
  listWorkersQuery,
  updateWorkerSchema,
  workerCardSchema,
  workerCardViewSchema,
  workerDetailSchema,
  workerFiltersQuery,
  workerImportResultSchema,
  workerListSchema,
  workerParams,
  workerSchema,
  rightToWorkCheckSchema,
  WORKER_IMPORT_MAX_BYTES,
} from "./worker";

const worker = recordEndpoints("workers", "Workforce", workerParams);

/**
 * The worker register (/workforce, issue 30) under the Workforce page permission. Personal data is
 * answered only to Workforce edit (docs/decisions/0065-worker-personal-data.md).
 */
export const workersEndpoints = {
  list: worker.list(
    "The worker register: searched (name, worker ID, trade, employer, card number), filtered (trade, employer, card status, induction), by last name, paged; never personal data",
    listWorkersQuery,
    workerListSchema,
  ),
  exportCsv: endpoint({
    method: "GET",
    path: "/api/workers/export.csv",
    access: ["Workforce", "view"],
    summary: "The register as CSV with the list's filters (the columns an import reads); personal data only for Workforce edit",
    query: workerFiltersQuery,
    response: fileResponse("text/csv; charset=utf-8"),
  }),
  importCsv: endpoint({
    method: "POST",
    path: "/api/workers/import",
    access: ["Workforce", "create"],
    summary: "Add workers from one CSV file; one bad row refuses the whole file, every problem listed by row",
    body: multipart(1),
    response: workerImportResultSchema,
    status: 201,
    bodyLimit: WORKER_IMPORT_MAX_BYTES + 64 * 1024,
  }),
  create: worker.create("Add a worker (scores and attendance start at zero)", workerSchema, workerDetailSchema),
  get: worker.get("One worker with their cards, each with its expiry state; personal data only for Workforce edit", workerDetailSchema),
  update: worker.update("Change a worker's details", updateWorkerSchema, workerDetailSchema),
  remove: worker.remove("Delete a worker to the recycle bin (their cards stay for a restore)", "delete"),
  addCard: endpoint({
    method: "POST",
    path: "/api/workers/:id/cards",
    access: ["Workforce", "edit"],
    summary: "Add a card (CSCS, CPCS, NPORS…) to a worker",
    params: workerParams,
    body: workerCardSchema,
    response: workerCardViewSchema,
    status: 201,
  }),
  updateCard: endpoint({
    method: "PUT",
    path: "/api/workers/:id/cards/:cardId",
    access: ["Workforce", "edit"],
    summary: "Replace a card's details (its last check stays)",
    params: cardParams,
    body: workerCardSchema,
    response: workerCardViewSchema,
  }),
  removeCard: endpoint({
    method: "DELETE",
    path: "/api/workers/:id/cards/:cardId",
    access: ["Workforce", "edit"],
    summary: "Remove a card from a worker",
    params: cardParams,
    response: noContent,
    status: 204,
  }),
  checkCard: endpoint({
    method: "POST",
    path: "/api/workers/:id/cards/:cardId/check",
    access: ["Workforce", "edit"],
    summary: "Record a check of a card: who (the caller), when, how (in person, the scheme's app, a phone call) and the result",
    params: cardParams,
    body: cardCheckSchema,
    response: workerCardViewSchema,
  }),
  checkRightToWork: endpoint({
    method: "POST",
    path: "/api/workers/:id/right-to-work",
    access: ["Workforce", "edit"],
    summary:
      "Record a right to work check: who (the caller), when, how (original documents, share code, identity service provider) and the follow-up for time-limited permission; the documents are not stored",
    params: workerParams,
    body: rightToWorkCheckSchema,
    response: workerDetailSchema,
  }),
};

/** What a write here changes (decision 0062): every workers read. */
export const workersChanges: Changes = [under(workersEndpoints.list)];
