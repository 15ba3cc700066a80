import { z } from "zod";
import { endpoint, fileResponse, multipart, under, type Changes } from "../common/contract";
import { idSchema } from "../common/ids";
import { pageOf, pageQuery } from "../common/paging";
import { contractEndpoints } from "../common/record-endpoints";
import { slugParams } from "../common/slug";
import { messageAnswer, timestamp } from "../common/wire";
import { MAX_FILE_BYTES } from "../files/files";
import { inductionAttemptInput } from "./inductions";
import { workersEndpoints } from "./workers.endpoints";
import {
  MAX_REGISTRATION_CARDS,
  REGISTRATION_STATUSES,
  registrationDecisionInput,
  registrationFormInfoSchema,
  registrationViewSchema,
} from "./worker-registrations";

/**
 * Registration before arrival (issue 30, decision 0068): a contract's link and poster (Workforce),
 * the public form a worker fills in on their phone (no account: bot-checked and rate-limited), and
 * the site team's list, review and decision (Workforce).
 */

export const REGISTRATION_LINK_NOT_VALID = "This registration link is no longer valid: ask the site team for a new one";
export const REGISTRATION_NOT_FOUND = "Registration not found";
export const REGISTRATION_DECIDED = "This registration has already been decided";
export const REGISTRATION_TOO_MANY = (wait: string) => `Too many registrations from this connection: try again in ${wait}`;
export const MARK_TOO_MANY = (wait: string) => `You have used every attempt at this test for today: try again in ${wait}, or ask the site team`;
export const PHOTO_FOR_NO_CARD = "A photo was sent for a card that is not in the registration";

/** The public form's address: the token alone (the contract is found from it). */
export const registrationPath = (token: string) => `/register/${token}`;

/** A contract's registration link as its panel shows it: the app's address (relative) and when it was issued. */
export const registrationLinkSchema = z.object({ path: z.string(), issuedAt: timestamp }).meta({ id: "RegistrationLink" });
export type RegistrationLink = z.output<typeof registrationLinkSchema>;

export const REGISTRATION_POSTER_FILENAME = (slug: string) => `registration-poster-${slug}.pdf`;

const tokenParams = z.object({ token: z.string({ error: REGISTRATION_LINK_NOT_VALID }).max(100, REGISTRATION_LINK_NOT_VALID) });
const tokenFileParams = tokenParams.extend({ fileId: idSchema("File not found") });
export const registrationParams = z.object({ id: idSchema(REGISTRATION_NOT_FOUND) });
const registrationPhotoParams = registrationParams.extend({ fileId: idSchema("File not found") });

/** The test's answers alone: marked now, so the worker sees pass or fail and may try again. */
export const markInput = inductionAttemptInput.pick({ answers: true });
export const markAnswerSchema = z.object({ score: z.number().int(), passed: z.boolean(), attemptsLeft: z.number().int() }).meta({ id: "RegistrationMark" });
export type MarkAnswer = z.output<typeof markAnswerSchema>;

/** Two photos a card, each within the files module's limit, and the JSON part. */
export const REGISTRATION_MAX_FILES = MAX_REGISTRATION_CARDS * 2;
export const photoField = (card: number, side: "front" | "back") => `card${card}-${side}`;

export const listRegistrationsQuery = pageQuery.extend({
  status: z.enum(REGISTRATION_STATUSES, { error: `Status must be one of ${REGISTRATION_STATUSES.join(", ")}` }).default("pending"),
  projectId: idSchema("Project not found").optional(),
});
export type ListRegistrationsQuery = z.output<typeof listRegistrationsQuery>;
export const registrationListSchema = pageOf(registrationViewSchema).meta({ id: "WorkerRegistrationList" });

const onContract = contractEndpoints("Workforce", slugParams);

export const registrationLinkEndpoints = {
  link: onContract.read("registration-link", "The contract's registration link (the public form's address) and when it was issued, or null", {
    response: registrationLinkSchema.nullable(),
  }),
  issueLink: onContract.write(
    "POST",
    "registration-link",
    "edit",
    "Issue the contract's registration link, or a new one: the old link and poster stop working",
    {
      response: registrationLinkSchema,
    },
  ),
  poster: onContract.read("registration-poster", "The site poster (A4 PDF): the contract, the company, a large QR of the link and three steps", {
    response: fileResponse("application/pdf"),
  }),
};

export const publicRegistrationEndpoints = {
  form: endpoint({
    method: "GET",
    path: "/api/public/register/:token",
    access: "public",
    summary: "What the public registration form needs: the contract, the company and its induction without the right answers",
    params: tokenParams,
    response: registrationFormInfoSchema,
  }),
  file: endpoint({
    method: "GET",
    path: "/api/public/register/:token/files/:fileId",
    access: "public",
    summary: "A file of the contract's induction content (an image or a PDF it references), nothing else",
    params: tokenFileParams,
    response: fileResponse("application/octet-stream"),
  }),
  mark: endpoint({
    method: "POST",
    path: "/api/public/register/:token/mark",
    access: "public",
    summary: "Marks an attempt at the contract's induction test (never the right answers); limited to its attempts a day per address",
    params: tokenParams,
    body: markInput,
    response: markAnswerSchema,
  }),
  submit: endpoint({
    method: "POST",
    path: "/api/public/register/:token",
    access: "public",
    summary:
      "Send a registration: a 'registration' JSON field and card photos named card0-front, card0-back…; bot-checked, rate-limited per address; waits for the site team",
    params: tokenParams,
    body: multipart(REGISTRATION_MAX_FILES),
    response: messageAnswer,
    status: 201,
    bodyLimit: REGISTRATION_MAX_FILES * MAX_FILE_BYTES + 256 * 1024,
  }),
};

export const workerRegistrationsEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/worker-registrations",
    access: ["Workforce", "view"],
    summary: "Registrations by status (pending by default) and contract, newest first, each with the worker it would match now",
    query: listRegistrationsQuery,
    response: registrationListSchema,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/worker-registrations/:id",
    access: ["Workforce", "view"],
    summary: "One registration; NI, medical conditions and allergies only for Workforce edit",
    params: registrationParams,
    response: registrationViewSchema,
  }),
  photo: endpoint({
    method: "GET",
    path: "/api/worker-registrations/:id/photos/:fileId",
    access: ["Workforce", "view"],
    summary: "A card photo sent with this registration",
    params: registrationPhotoParams,
    response: fileResponse("application/octet-stream"),
  }),
  decide: endpoint({
    method: "POST",
    path: "/api/worker-registrations/:id/decision",
    access: ["Workforce", "edit"],
    summary:
      "Approve (creating or updating the worker matched on name and date of birth or a card, with its cards and induction) or reject with a note (its photos are deleted)",
    params: registrationParams,
    body: registrationDecisionInput,
    response: registrationViewSchema,
  }),
};

/** What a decision changes: the registrations, and the register (and each worker) a new or updated worker shows in. */
export const registrationChanges: Changes = [under(workerRegistrationsEndpoints.list), under(workersEndpoints.list)];
/** What issuing a link changes: the contract's link (the poster is drawn fresh each time). */
export const registrationLinkChanges: Changes = [registrationLinkEndpoints.link];
