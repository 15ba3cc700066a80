import type { FastifyReply, FastifyRequest } from "fastify";
import { PHOTO_TYPE_MESSAGE, isImageType } from "@shared/files/files";
import { ANSWER_EVERY_QUESTION, markAttempt, toTake } from "@shared/workforce/inductions";
import { REGISTRATION_RECEIVED, registrationInput, type RegistrationCard, type RegistrationFormInfo } from "@shared/workforce/worker-registrations";
import {
  MARK_TOO_MANY,
  PHOTO_FOR_NO_CARD,
  REGISTRATION_LINK_NOT_VALID,
  REGISTRATION_MAX_FILES,
  REGISTRATION_TOO_MANY,
  photoField,
  type MarkAnswer,
} from "@shared/workforce/worker-registrations.endpoints";
import type { Db } from "../../db/client";
import { audit } from "../../platform/audit";
import { notify, usersWhoCan } from "../../platform/notify";
import type { BotCheck } from "../../platform/bot-check";
import { badRequest, notFound } from "../../platform/errors";
import { pdfCompany } from "../../platform/pdf-company";
import { spend, timeLeft, type RateLimit } from "../../platform/rate-limit";
import type { Config } from "../../config";
import { sendCompanyFile, storeCompanyUpload } from "../files/company-files.service";
import { parseFields, readUploads } from "../files/files.upload";
import * as repo from "./worker-registrations.repository";

/**
 * The public side of registration before arrival (issue 30, decision 0068): no account, so the
 * token is the only key, every write is bot-checked or rate-limited per address, and nothing about
 * the company beyond the contract's name and its induction (never the right answers) goes out.
 */

type Deps = { db: Db; config: Config; botCheck: BotCheck };

const DAY_MS = 24 * 60 * 60 * 1000;
/** A crew arriving on one connection (a van's hotspot, the site office's wifi) still gets through. */
export const SUBMIT_LIMIT: RateLimit = { max: 5, windowMs: 60 * 60 * 1000, message: (ms) => REGISTRATION_TOO_MANY(timeLeft(ms)) };

async function contractOf(db: Db, token: string) {
  const contract = await repo.contractOfToken(db, token);
  if (!contract) throw notFound(REGISTRATION_LINK_NOT_VALID);
  return contract;
}

/** The induction as the model reads it, for `toTake` and `markAttempt`. */
const asView = (i: repo.InductionRow, contractName: string) => ({ ...i, contractName });

export async function formInfo(deps: Deps, token: string): Promise<RegistrationFormInfo> {
  const contract = await contractOf(deps.db, token);
  const [company, induction] = await Promise.all([pdfCompany(deps.db, deps.config), repo.inductionOf(deps.db, contract.id)]);
  return {
    contractName: contract.name,
    companyName: company.name,
    brandColor: company.brandColor,
    induction: induction ? toTake(asView(induction, contract.name)) : null,
  };
}

/** A file the contract's induction shows (an image or a PDF section); any other id is not found. */
export async function sendInductionFile(db: Db, request: FastifyRequest, reply: FastifyReply, token: string, fileId: number) {
  const contract = await contractOf(db, token);
  const induction = await repo.inductionOf(db, contract.id);
  const referenced = induction?.sections.some((s) => "fileId" in s && s.fileId === fileId);
  const file = referenced ? await repo.findFileRecord(db, fileId) : undefined;
  if (!file) throw notFound("File not found");
  return sendCompanyFile(db, request, reply, file);
}

/** Marks the test now, so the worker sees pass or fail; the attempts a day per address and link are the induction's own. */
export async function mark(db: Db, request: FastifyRequest, token: string, answers: number[]): Promise<MarkAnswer> {
  const contract = await contractOf(db, token);
  const induction = await repo.inductionOf(db, contract.id);
  if (!induction) throw notFound("This contract has no induction to take");
  const limit: RateLimit = { max: induction.maxAttempts, windowMs: DAY_MS, message: (ms) => MARK_TOO_MANY(timeLeft(ms)) };
  const marked = markAttempt(induction.questions, answers, induction.passMark);
  if (!marked) throw badRequest(ANSWER_EVERY_QUESTION, "answers");
  const { count } = await spend(db, `register-mark:${request.ip}:${token}`, limit);
  return { score: marked.score, passed: marked.passed, attemptsLeft: Math.max(0, induction.maxAttempts - count) };
}

/**
 * Stores a registration and its card photos. The link is checked and the address counted before the
 * photos are read; the bot check's token travels in the JSON part, so it is checked once that is read.
 */
export async function submit({ db, botCheck }: Deps, request: FastifyRequest, token: string) {
  const contract = await contractOf(db, token);
  await spend(db, `register:ip:${request.ip}`, SUBMIT_LIMIT);
  const { uploads, fields } = await readUploads(request, { maxFiles: REGISTRATION_MAX_FILES, optional: true });
  let json: unknown;
  try {
    json = JSON.parse(fields.registration ?? "");
  } catch {
    throw badRequest("Send the registration's details", "registration");
  }
  await botCheck.verify((json as { recaptchaToken?: unknown } | null)?.recaptchaToken, "register_worker");
  const input = parseFields(registrationInput, json as Record<string, string>);

  // Each photo belongs to a card sent with it, one photo a side.
  const sides = new Map(uploads.map((u) => [u.field ?? "", u]));
  const known = new Set(input.cards.flatMap((_, i) => [photoField(i, "front"), photoField(i, "back")]));
  if (uploads.some((u) => !known.has(u.field ?? ""))) throw badRequest(PHOTO_FOR_NO_CARD, "file");
  if (sides.size !== uploads.length) throw badRequest("Send one photo for each side of a card", "file");

  const induction = input.induction ? await repo.inductionOf(db, contract.id) : undefined;
  const marked = input.induction && induction ? markAttempt(induction.questions, input.induction.answers, induction.passMark) : null;
  // An attempt at a contract with no induction (removed since the form was opened) is left out.
  if (input.induction && induction && !marked) throw badRequest(ANSWER_EVERY_QUESTION, "induction.answers");

  const { details } = input;
  const name = `${details.firstName} ${details.lastName}`;
  // Images only, refused before anything is stored; the photos and the registration commit together.
  const refused = uploads.find((u) => !isImageType(u.mimetype));
  if (refused) throw badRequest(`${refused.originalName}: ${PHOTO_TYPE_MESSAGE}`, "file");
  await db.transaction(async (tx) => {
    const fileIds = new Map<string, number>();
    for (const upload of uploads) {
      const description = `Card photo sent by ${name} to register for ${contract.name}`;
      const stored = await storeCompanyUpload(tx, request, upload, { description, owner: "a worker registration" });
      fileIds.set(upload.field ?? "", stored.id);
    }
    const cards: RegistrationCard[] = input.cards.map((c, i) => ({
      ...c,
      frontPhotoFileId: fileIds.get(photoField(i, "front")) ?? null,
      backPhotoFileId: fileIds.get(photoField(i, "back")) ?? null,
    }));
    const saved = await repo.insertRegistration(tx, {
      projectId: contract.id,
      details,
      cards,
      matchName: name.trim().toLowerCase(),
      dateOfBirth: details.dateOfBirth,
      inductionId: marked ? induction!.id : null,
      inductionVersion: marked ? induction!.version : null,
      inductionScore: marked?.score ?? null,
      inductionPassed: marked?.passed ?? null,
      inductionAnswers: marked ? input.induction!.answers : null,
      signedName: marked ? input.induction!.signedName : null,
      signature: marked ? input.induction!.signature : null,
    });
    await audit(tx, request, {
      action: "worker_registration_received",
      // The name and the contract only: the log is read by roles without personal data (decision 0065).
      description: `${name} registered for ${contract.name} before arrival`,
      entityType: "worker_registration",
      entityId: saved.id,
      entityName: name,
      category: "workers",
      metadata: { projectId: contract.id, cards: cards.length, photos: fileIds.size, inductionPassed: marked?.passed ?? null },
    });
    // Those who may approve it are told (issue 33): the name and the contract, as the log says.
    await notify(
      tx,
      await usersWhoCan(tx, "Workforce", "edit"),
      {
        title: `${name} registered for ${contract.name}`,
        message: `A worker's registration is waiting for approval${cards.length ? ` with ${cards.length} card${cards.length === 1 ? "" : "s"}` : ""}${marked ? `; induction ${marked.passed ? "passed" : "not passed"}` : ""}.`,
        type: "worker_registration_received",
        category: "worker_registrations",
        priority: "high",
        projectId: contract.id,
        link: "/workforce/registrations",
        metadata: { registrationId: saved.id },
      },
      request,
    );
  });
  return { message: REGISTRATION_RECEIVED };
}
