import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { GateRoster, SignInSettingsInput, SignInSettingsView } from "@shared/site-sign-in/site-sign-in";
import { posterPath } from "@shared/site-sign-in/site-public";
import type { z } from "zod";
import type { retentionInput, retentionViewSchema } from "@shared/site-sign-in/site-sign-in.endpoints";
import { ukToday } from "@shared/common/uk-dates";
import type { Db } from "../../db/client";
import { projects, siteSignInRetention, siteSignInSettings } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit, contractRecord } from "../../platform/audit";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { findSettings, onSiteCounts, type SettingsRow } from "./site-sign-in.repository";
import { gateFacts, unfitRefusals } from "./site-sign-in.refusals";
import { sha256Hex } from "../../platform/hash";

/** A contract's gate settings, the company's retention, the open contracts and the gate's roster (decision 0069). */

type Ctx = { db: Db; request: FastifyRequest };

/** The settings as the Settings view and the poster's panel read them (a contract with no row has no checks yet). */
export function presentSettings(row: SettingsRow | undefined): SignInSettingsView {
  return {
    fitQuestions: row?.fitQuestions ?? [],
    briefing: row?.briefing ?? null,
    briefingVersion: row?.briefingVersion ?? 0,
    briefingUpdatedAt: row?.briefingUpdatedAt?.toISOString() ?? null,
    autoSignOutTime: row?.autoSignOutTime ?? null,
    headcountLimit: row?.headcountLimit ?? null,
    posterPath: row?.posterToken ? posterPath(row.posterToken) : null,
  };
}

export async function getSettings(db: Db, slug: string): Promise<SignInSettingsView> {
  const project = await getLiveProjectBySlug(db, slug);
  return presentSettings(await findSettings(db, project.id));
}

/** Saves the settings; a changed briefing is a new version, which every worker acknowledges again. */
export async function saveSettings(ctx: Ctx, slug: string, input: SignInSettingsInput): Promise<SignInSettingsView> {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectBySlug(ctx.db, slug);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteSignInSettings).where(eq(siteSignInSettings.projectId, project.id)).for("update");
    const briefingChanged = (before?.briefing ?? null) !== input.briefing;
    const briefing = briefingChanged
      ? { briefing: input.briefing, briefingVersion: (before?.briefingVersion ?? 0) + 1, briefingUpdatedAt: new Date() }
      : { briefing: input.briefing };
    const values = {
      fitQuestions: input.fitQuestions,
      autoSignOutTime: input.autoSignOutTime,
      headcountLimit: input.headcountLimit,
      ...briefing,
      updatedBy: user.id,
    };
    await tx
      .insert(siteSignInSettings)
      .values({ projectId: project.id, ...values })
      .onConflictDoUpdate({ target: siteSignInSettings.projectId, set: { ...values, updatedAt: new Date() } });
    await audit(tx, ctx.request, {
      ...contractRecord("site_sign_in_settings", "workers", project.id, project, { ...input, briefingChanged }),
      action: "site_sign_in_settings_updated",
      description: `Updated the gate checks of ${project.name}: ${input.fitQuestions.length} fit-for-work question(s), ${input.briefing ? (briefingChanged ? "a new briefing" : "the briefing") : "no briefing"}, automatic sign-out ${input.autoSignOutTime ?? "off"}, headcount limit ${input.headcountLimit ?? "none"}`,
    });
  });
  return presentSettings(await findSettings(ctx.db, project.id));
}

/** The open contracts (status Open, not deleted) with how many are on each site now. */
export async function listContracts(db: Db) {
  const rows = await db
    .select({ id: projects.id, name: projects.name, slug: projects.slug, headcountLimit: siteSignInSettings.headcountLimit })
    .from(projects)
    .leftJoin(siteSignInSettings, eq(siteSignInSettings.projectId, projects.id))
    .where(and(isNull(projects.deletedAt), eq(projects.status, "Open")))
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
  const counts = await onSiteCounts(
    db,
    rows.map((r) => r.id),
    ukToday(),
  );
  return { contracts: rows.map((r) => ({ ...r, onSiteCount: counts.get(r.id) ?? 0 })) };
}

const checksAsked = (s: SignInSettingsView) => s.fitQuestions.length > 0 || s.briefing !== null;

/** Every active worker with today's refusals, checks and whether on site: the gate's cached look-up list. */
export async function roster(db: Db, slug: string): Promise<GateRoster> {
  const project = await getLiveProjectBySlug(db, slug);
  const today = ukToday();
  const [settingsRow, facts, counts] = await Promise.all([
    findSettings(db, project.id),
    gateFacts(db, project.id, today),
    onSiteCounts(db, [project.id], today),
  ]);
  const settings = presentSettings(settingsRow);
  return {
    project: { id: project.id, name: project.name, slug: project.slug, postcode: project.postcode },
    date: today,
    settings,
    onSiteCount: counts.get(project.id) ?? 0,
    workers: facts.map((f) => ({
      id: f.worker.id,
      workerId: f.worker.workerId,
      name: `${f.worker.firstName} ${f.worker.lastName}`,
      trade: f.worker.trade,
      company: f.worker.employer,
      qrHash: f.worker.qrToken ? sha256Hex(f.worker.qrToken) : null,
      refusals: [...f.refusals, ...unfitRefusals(f.answers)],
      checksDue: checksAsked(settings) && !f.answers,
      fitToday: f.answers ? f.answers.fit : null,
      onSite: f.open ? { attendanceId: f.open.id, signInTime: f.open.signInTime } : null,
      lastTravel: f.lastTravel,
    })),
    asOf: new Date().toISOString(),
  };
}

// ---- retention (the company's one row) ----

type RetentionView = z.output<typeof retentionViewSchema>;
export const RETENTION_DEFAULTS = { attendanceMonths: 72, gateAnswerDays: 28 };

export async function getRetention(db: Db): Promise<RetentionView> {
  const [row] = await db.select().from(siteSignInRetention).where(eq(siteSignInRetention.id, 1));
  return row
    ? { attendanceMonths: row.attendanceMonths, gateAnswerDays: row.gateAnswerDays, updatedAt: row.updatedAt.toISOString() }
    : { ...RETENTION_DEFAULTS, updatedAt: null };
}

export async function saveRetention(ctx: Ctx, input: z.output<typeof retentionInput>): Promise<RetentionView> {
  const user = requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const values = { ...input, updatedBy: user.id };
    await tx
      .insert(siteSignInRetention)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: siteSignInRetention.id, set: { ...values, updatedAt: new Date() } });
    await audit(tx, ctx.request, {
      action: "site_sign_in_retention_updated",
      description: `Sign-ins are now kept for ${input.attendanceMonths} months and gate answers for ${input.gateAnswerDays} days`,
      entityType: "site_sign_in_retention",
      entityName: "Sign-in records kept",
      category: "settings",
      metadata: input,
    });
  });
  return getRetention(ctx.db);
}
