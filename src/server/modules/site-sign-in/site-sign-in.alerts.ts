import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { Mailer } from "../../platform/mail";
import { hit } from "../../platform/rate-limit";
import type { ProjectRow } from "../projects/project-lookup";
import { managerEmails } from "./site-sign-in.repository";

/**
 * The site manager's alerts from the gate (decision 0069): a failed fit-for-work check and a passed
 * headcount limit. Sent as the system, not the person at the gate (it is not their message and must
 * not spend their mail allowance), and counted per contract so a worker failing again and again, or a
 * headcount going up and down over its limit, cannot flood anyone's inbox. An alert that cannot be
 * sent never undoes the sign-in: it is logged.
 */

export const SIGN_IN_ALERT_KIND = "site_sign_in_alert";

/** At most this many alerts a contract in an hour, and one unfit alert a worker a day. */
const CONTRACT_ALERTS_PER_HOUR = 12;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

async function allowed(db: Db, keys: { key: string; windowMs: number; max: number }[]) {
  for (const k of keys) if ((await hit(db, k.key, k.windowMs)).count > k.max) return false;
  return true;
}

async function send(db: Db, mailer: Mailer, log: FastifyBaseLogger, project: ProjectRow, subject: string, text: string, once: { key: string; max: number }) {
  try {
    const to = await managerEmails(db, [project.siteManagerId, project.projectManagerId]);
    if (!to.length) return;
    const ok = await allowed(db, [
      { key: once.key, windowMs: DAY, max: once.max },
      { key: `site-sign-in-alert:${project.id}`, windowMs: HOUR, max: CONTRACT_ALERTS_PER_HOUR },
    ]);
    if (!ok) return;
    for (const address of to) await mailer.send({ to: address, subject, text, kind: SIGN_IN_ALERT_KIND, by: "system" });
  } catch (e) {
    log.warn({ err: e, projectId: project.id }, "site sign-in alert not sent");
  }
}

export type AlertCtx = { db: Db; mailer: Mailer; log: FastifyBaseLogger };

export function alertUnfit(ctx: AlertCtx, project: ProjectRow, worker: { id: number; name: string; company: string | null }, date: string, failed: string[]) {
  return send(
    ctx.db,
    ctx.mailer,
    ctx.log,
    project,
    `${project.name}: ${worker.name} did not pass today's fit-for-work check`,
    [
      `${worker.name}${worker.company ? ` (${worker.company})` : ""} did not pass the fit-for-work check at ${project.name} on ${date}.`,
      "",
      ...failed.map((q) => `- ${q}`),
      "",
      "They cannot sign in today unless a site manager overrides the refusal with a reason.",
    ].join("\n"),
    { key: `site-sign-in-unfit:${project.id}:${worker.id}:${date}`, max: 1 },
  );
}

export function alertHeadcount(ctx: AlertCtx, project: ProjectRow, onSite: number, limit: number, date: string) {
  return send(
    ctx.db,
    ctx.mailer,
    ctx.log,
    project,
    `${project.name}: the headcount limit of ${limit} is passed`,
    `${onSite} people are signed in at ${project.name}, over the contract's headcount limit of ${limit}.`,
    // Once each time it is passed, a few times a day at most.
    { key: `site-sign-in-headcount:${project.id}:${date}`, max: 3 },
  );
}
