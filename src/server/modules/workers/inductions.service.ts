import type { FastifyReply } from "fastify";
import { ukToday } from "@shared/common/uk-dates";
import {
  INDUCTION_NOT_FOUND,
  NO_COMPANY_INDUCTION,
  NO_CONTRACT_INDUCTION,
  PDF_OR_IMAGE,
  type InductionFile,
  type InductionsOverview,
  type InductionSummary,
} from "@shared/workforce/inductions.endpoints";
import { toTake, type InductionInput, type InductionSettings, type InductionToTake, type InductionView } from "@shared/workforce/inductions";
import { isImageType } from "@shared/files/files";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, HttpError, notFound } from "../../platform/errors";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { sendOwnedCompanyFile, storeCompanyUpload } from "../files/company-files.service";
import type { CheckedUpload } from "../files/files.upload";
import { validityDays } from "./induction-results.store";
import * as repo from "./inductions.repository";
import type { Ctx } from "./workers.service";

/** The company's and each contract's induction (issue 30, decision 0068): read, replaced, its files, the validity setting. */

export function presentInduction({ induction: i, contractName }: repo.InductionWithContract): InductionView {
  return {
    id: i.id,
    projectId: i.projectId,
    contractName,
    title: i.title,
    sections: i.sections,
    questions: i.questions,
    passMark: i.passMark,
    maxAttempts: i.maxAttempts,
    signOffStatement: i.signOffStatement,
    version: i.version,
    updatedAt: i.updatedAt.toISOString(),
  };
}

/** A live induction (the company's, or a live contract's), or 404. */
export async function liveInduction(db: Db, id: number) {
  const row = await repo.findInduction(db, id);
  if (!row) throw notFound(INDUCTION_NOT_FOUND);
  return row;
}

export async function overview(db: Db): Promise<InductionsOverview> {
  const days = await validityDays(db);
  const [all, contracts, counts] = await Promise.all([repo.allInductions(db), repo.liveContracts(db), repo.inductionCounts(db, ukToday(), days)]);
  const byId = new Map(all.map((r) => [r.induction.id, r.induction]));
  const summary = (id: number | null): InductionSummary | null => {
    const i = id === null ? undefined : byId.get(id);
    if (!i) return null;
    const c = counts.get(i.id);
    return {
      id: i.id,
      title: i.title,
      questionCount: i.questions.length,
      version: i.version,
      updatedAt: i.updatedAt.toISOString(),
      inductedCount: c?.inducted ?? 0,
      pendingReviewCount: c?.pending ?? 0,
    };
  };
  const company = all.find((r) => r.induction.projectId === null);
  return {
    validityDays: days,
    company: summary(company?.induction.id ?? null),
    contracts: contracts.map((c) => ({ projectId: c.projectId, slug: c.slug, name: c.name, status: c.status, induction: summary(c.inductionId) })),
  };
}

export async function getSettings(db: Db): Promise<InductionSettings> {
  return { validityDays: await validityDays(db) };
}

export async function saveSettings(ctx: Ctx, input: InductionSettings): Promise<InductionSettings> {
  const user = requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const before = await validityDays(tx);
    await repo.saveValidityDays(tx, input.validityDays, user.id);
    if (before === input.validityDays) return;
    await audit(tx, ctx.request, {
      action: "induction_settings_updated",
      description: `Set inductions to stay valid for ${input.validityDays} days (was ${before})`,
      entityType: "induction_settings",
      entityName: "Induction settings",
      category: "workers",
      metadata: { validityDays: input.validityDays, before },
    });
  });
  return getSettings(ctx.db);
}

/** Where an induction belongs: the company (null) or a live contract found by its slug. */
const projectOf = async (db: Db, slug: string | null) => (slug === null ? null : await getLiveProjectBySlug(db, slug));

export async function getInduction(db: Db, slug: string | null): Promise<InductionView> {
  const project = await projectOf(db, slug);
  const row = await repo.findByProject(db, project?.id ?? null);
  if (!row) throw notFound(project ? NO_CONTRACT_INDUCTION : NO_COMPANY_INDUCTION);
  return presentInduction(row);
}

const fileIdsOf = (sections: InductionInput["sections"]) => sections.flatMap((s) => (s.kind === "image" || s.kind === "pdf" ? [s.fileId] : []));
/** Content or test changed: what a result's version stands for (a title or a pass mark alone is not new content). */
const contentOf = (i: Pick<InductionInput, "sections" | "questions" | "signOffStatement">) => canonical([i.sections, i.questions, i.signOffStatement]);
/** JSON with each object's keys sorted: PostgreSQL's jsonb hands keys back in its own order. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_, x: unknown) =>
    x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x,
  );

/**
 * Creates or replaces the induction. A change to its sections, questions or statement bumps the
 * version; a file no section refers to any more is deleted (it was the induction's alone).
 */
export async function saveInduction(ctx: Ctx, slug: string | null, input: InductionInput): Promise<InductionView> {
  const user = requireUser(ctx.request);
  const project = await projectOf(ctx.db, slug);
  const projectId = project?.id ?? null;
  const wanted = fileIdsOf(input.sections);
  const known = await repo.inductionFileIds(ctx.db, wanted);
  const unknown = input.sections.findIndex((s) => (s.kind === "image" || s.kind === "pdf") && !known.has(s.fileId));
  if (unknown >= 0) {
    const message = "Choose a file to upload";
    throw new HttpError(400, message, { errors: [{ field: `sections.${unknown}.fileId`, message }] });
  }
  const label = project ? `the induction for ${project.name}` : "the company induction";
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockByProject(tx, projectId);
    const values = { ...input, updatedBy: user.id };
    if (!before) {
      const saved = await repo.insertInduction(tx, { ...values, projectId, createdBy: user.id });
      await audit(tx, ctx.request, {
        action: "induction_created",
        description: `Set up ${label}: ${input.title} (${input.questions.length} questions, pass mark ${input.passMark}%)`,
        entityType: "induction",
        entityId: saved.id,
        entityName: input.title,
        category: "workers",
        metadata: { projectId, version: 1 },
      });
      return;
    }
    const version = contentOf(before) === contentOf(input) ? before.version : before.version + 1;
    await repo.updateInduction(tx, before.id, { ...values, version });
    const gone = fileIdsOf(before.sections).filter((id) => !wanted.includes(id));
    await repo.deleteFiles(tx, gone);
    await audit(tx, ctx.request, {
      action: "induction_updated",
      description: `Updated ${label}: ${input.title}${version !== before.version ? ` (now version ${version})` : ""}`,
      entityType: "induction",
      entityId: before.id,
      entityName: input.title,
      category: "workers",
      metadata: { projectId, version, removedFiles: gone },
    });
  });
  return getInduction(ctx.db, slug);
}

/** An image or a PDF for a section, stored before the induction is saved (the editor needs its id). */
export async function uploadFile(ctx: Ctx, uploads: CheckedUpload[]): Promise<InductionFile> {
  requireUser(ctx.request);
  const upload = uploads[0];
  if (!isImageType(upload.mimetype) && upload.mimetype !== "application/pdf") throw badRequest(`${upload.originalName}: ${PDF_OR_IMAGE}`, "file");
  const stored = await ctx.db.transaction((tx) =>
    storeCompanyUpload(tx, ctx.request, upload, { description: repo.INDUCTION_FILE_DESCRIPTION, owner: "a site induction" }),
  );
  return { fileId: stored.id, name: stored.originalName, contentType: stored.mimetype };
}

/** Served only when a section of this live induction shows it: an upload is readable through the induction that holds it. */
export async function sendFile(ctx: Ctx, reply: FastifyReply, id: number, fileId: number) {
  const { induction } = await liveInduction(ctx.db, id);
  const held = fileIdsOf(induction.sections).includes(fileId);
  return sendOwnedCompanyFile(ctx, reply, held ? await repo.findInductionFile(ctx.db, fileId) : undefined);
}

export async function toTakeOf(db: Db, id: number): Promise<InductionToTake> {
  return toTake(presentInduction(await liveInduction(db, id)));
}
