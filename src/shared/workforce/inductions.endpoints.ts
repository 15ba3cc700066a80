import { z } from "zod";
import { endpoint, fileResponse, multipart, under, type Changes } from "../common/contract";
import { dayField } from "../common/fields";
import { idSchema } from "../common/ids";
import { pageOf, pageQuery } from "../common/paging";
import { contractEndpoints } from "../common/record-endpoints";
import { slugParams } from "../common/slug";
import { timestamp } from "../common/wire";
import {
  inductionAttemptInput,
  inductionInput,
  inductionResultViewSchema,
  inductionSettingsInput,
  inductionToTakeSchema,
  inductionViewSchema,
  RESULT_STATES,
  reviewInput,
} from "./inductions";
import { WORKER_NOT_FOUND, workerParams } from "./worker";
import { workersEndpoints } from "./workers.endpoints";

/**
 * Site inductions (issue 30, decision 0068) under the Workforce page permission: the company's and
 * each contract's induction, its content files, attempts taken on site, briefings recorded in person,
 * and a site manager's review of the results.
 */

export const INDUCTION_NOT_FOUND = "Induction not found";
export const NO_CONTRACT_INDUCTION = "No induction has been set up for this contract";
export const NO_COMPANY_INDUCTION = "No company induction has been set up";
export const RESULT_NOT_FOUND = "Induction result not found";
export const NO_ATTEMPTS_LEFT = "No attempts left: the site manager must give this induction in person";
/** An induction section shows a photo or a PDF, nothing else. */
export const PDF_OR_IMAGE = "Only an image (PNG, JPEG, WebP or GIF) or a PDF can be added to an induction";
export const ONLY_PASSED_REVIEWED = "Only a passed induction can be approved or rejected";

export const inductionParams = z.object({ id: idSchema(INDUCTION_NOT_FOUND) });
export const inductionFileParams = inductionParams.extend({ fileId: idSchema("File not found") });
export const resultParams = z.object({ id: idSchema(RESULT_NOT_FOUND) });

/** An induction as the Inductions page lists it: what it holds and who it covers now. */
export const inductionSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    questionCount: z.number().int(),
    version: z.number().int(),
    updatedAt: timestamp,
    /** Workers whose latest result at this induction is a pass still in date and not rejected. */
    inductedCount: z.number().int(),
    /** Passed results waiting for a site manager's review. */
    pendingReviewCount: z.number().int(),
  })
  .meta({ id: "InductionSummary" });
export type InductionSummary = z.output<typeof inductionSummarySchema>;

export const inductionsOverviewSchema = z
  .object({
    validityDays: z.number().int(),
    company: inductionSummarySchema.nullable(),
    /** Every live contract by name, with its induction when one is set up. */
    contracts: z.array(
      z.object({ projectId: z.number().int(), slug: z.string(), name: z.string(), status: z.string(), induction: inductionSummarySchema.nullable() }),
    ),
  })
  .meta({ id: "InductionsOverview" });
export type InductionsOverview = z.output<typeof inductionsOverviewSchema>;

export const inductionFileSchema = z.object({ fileId: z.number().int(), name: z.string(), contentType: z.string() }).meta({ id: "InductionFile" });
export type InductionFile = z.output<typeof inductionFileSchema>;

const workerRef = { workerId: idSchema(WORKER_NOT_FOUND) };
export const attemptBody = inductionAttemptInput.extend(workerRef);
export const attemptAnswerSchema = z.object({ result: inductionResultViewSchema, attemptsLeft: z.number().int() }).meta({ id: "InductionAttemptAnswer" });
export type AttemptAnswer = z.output<typeof attemptAnswerSchema>;

/** A briefing given in person: the day it was given and an optional note. */
export const recordedInductionInput = z.object({
  ...workerRef,
  passedOn: dayField("Date given"),
  note: z.string().trim().max(1000, "Note must be 1000 characters or less").default(""),
});
export type RecordedInductionInput = z.input<typeof recordedInductionInput>;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalId = (message: string) => z.preprocess(blankToUndefined, idSchema(message).optional());
export const inductionResultsQuery = pageQuery.extend({
  inductionId: optionalId(INDUCTION_NOT_FOUND),
  projectId: optionalId("Project not found"),
  workerId: optionalId(WORKER_NOT_FOUND),
  state: z.preprocess(blankToUndefined, z.enum(RESULT_STATES, { error: `State must be one of ${RESULT_STATES.join(", ")}` }).optional()),
  review: z.preprocess(blankToUndefined, z.enum(["pending"], { error: "Review must be pending" }).optional()),
});
export type InductionResultsQuery = z.output<typeof inductionResultsQuery>;
export const inductionResultListSchema = pageOf(inductionResultViewSchema);

/** The worker page's panel: each induction they may take, with their latest result at it (none yet: null). */
export const workerInductionsSchema = z
  .object({
    validityDays: z.number().int(),
    items: z.array(
      z.object({
        inductionId: z.number().int(),
        title: z.string(),
        projectId: z.number().int().nullable(),
        contractName: z.string().nullable(),
        latest: inductionResultViewSchema.nullable(),
      }),
    ),
  })
  .meta({ id: "WorkerInductions" });
export type WorkerInductions = z.output<typeof workerInductionsSchema>;

const onContract = contractEndpoints("Workforce", slugParams);

export const inductionsEndpoints = {
  overview: endpoint({
    method: "GET",
    path: "/api/inductions",
    access: ["Workforce", "view"],
    summary: "The company induction and every live contract's (or none), with how many workers each covers now and how many results wait for review",
    response: inductionsOverviewSchema,
  }),
  settings: endpoint({
    method: "GET",
    path: "/api/induction-settings",
    access: ["Workforce", "view"],
    summary: "How long a passed induction stays valid, in days",
    response: inductionSettingsInput,
  }),
  saveSettings: endpoint({
    method: "PUT",
    path: "/api/induction-settings",
    access: ["Workforce", "edit"],
    summary: "Set how long a passed induction stays valid (applies to every pass at once)",
    body: inductionSettingsInput,
    response: inductionSettingsInput,
  }),
  company: endpoint({
    method: "GET",
    path: "/api/inductions/company",
    access: ["Workforce", "view"],
    summary: "The company induction with its test and right answers",
    response: inductionViewSchema,
  }),
  saveCompany: endpoint({
    method: "PUT",
    path: "/api/inductions/company",
    access: ["Workforce", "edit"],
    summary: "Create or replace the company induction; a change to its content or test bumps its version",
    body: inductionInput,
    response: inductionViewSchema,
  }),
  contract: onContract.read("induction", "A contract's induction with its test and right answers", { response: inductionViewSchema }),
  saveContract: onContract.write("PUT", "induction", "edit", "Create or replace a contract's induction; a change to its content or test bumps its version", {
    body: inductionInput,
    response: inductionViewSchema,
  }),
  uploadFile: endpoint({
    method: "POST",
    path: "/api/inductions/files",
    access: ["Workforce", "edit"],
    summary: "Upload an image or PDF for an induction's section (one file, 10 MB); it is kept while a section refers to it",
    body: multipart(1),
    response: inductionFileSchema,
    status: 201,
  }),
  file: endpoint({
    method: "GET",
    path: "/api/inductions/:id/files/:fileId",
    access: ["Workforce", "view"],
    summary: "An image or PDF one of the induction's sections shows",
    params: inductionFileParams,
    response: fileResponse("application/octet-stream"),
  }),
  take: endpoint({
    method: "GET",
    path: "/api/inductions/:id/take",
    access: ["Workforce", "view"],
    summary: "The induction as a worker takes it: its content and questions, never the right answers",
    params: inductionParams,
    response: inductionToTakeSchema,
  }),
  attempt: endpoint({
    method: "POST",
    path: "/api/inductions/:id/attempts",
    access: ["Workforce", "create"],
    summary: "A worker's attempt, marked on the server against the pass mark; refused once their attempts are used up",
    params: inductionParams,
    body: attemptBody,
    response: attemptAnswerSchema,
    status: 201,
  }),
  recorded: endpoint({
    method: "POST",
    path: "/api/inductions/:id/recorded",
    access: ["Workforce", "edit"],
    summary: "Record the induction given to a worker in person by the caller (passed, approved, no score)",
    params: inductionParams,
    body: recordedInductionInput,
    response: inductionResultViewSchema,
    status: 201,
  }),
  results: endpoint({
    method: "GET",
    path: "/api/induction-results",
    access: ["Workforce", "view"],
    summary: "Induction results, newest first: by induction, contract, worker, state (with the validity period) or waiting for review",
    query: inductionResultsQuery,
    response: inductionResultListSchema,
  }),
  review: endpoint({
    method: "POST",
    path: "/api/induction-results/:id/review",
    access: ["Workforce", "edit"],
    summary: "Approve or reject a passed result (a rejection says why); the worker's induction date follows",
    params: resultParams,
    body: reviewInput,
    response: inductionResultViewSchema,
  }),
  worker: endpoint({
    method: "GET",
    path: "/api/workers/:id/inductions",
    access: ["Workforce", "view"],
    summary: "A worker's latest result at the company induction and at each contract's they have taken",
    params: workerParams,
    response: workerInductionsSchema,
  }),
};

/** A result or an induction changes the worker's induction, the lists and the inductions themselves. */
export const inductionsChanges: Changes = [
  under(workersEndpoints.list),
  inductionsEndpoints.overview,
  inductionsEndpoints.results,
  inductionsEndpoints.company,
  inductionsEndpoints.contract,
  inductionsEndpoints.settings,
];
