import os from "node:os";
import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Config } from "../config";
import { jobRuns } from "../db/schema/index";
import { ukMinutes, ukToday } from "@shared/common/uk-dates";
import type { Mailer } from "./mail";
import type { ReminderSource } from "./reminders";

/**
 * Timed work run once per UK local day across every running instance of the app (issue 33): the
 * reminders' digest at 06:00 UK time, and whatever else a module declares (`ServerModule.dailyJobs`).
 *
 * - The day and the hour are the UK's (Europe/London through Intl, shared/common/uk-dates.ts), so a
 *   06:00 job runs at 06:00 in GMT and in BST alike (05:00 or 06:00 UTC), and its period is the UK day.
 * - Once the hour has come, every instance tries to claim (job, day) by inserting the job_runs row; the
 *   primary key lets one through and the others find it taken (ON CONFLICT DO NOTHING). The same on
 *   PGlite and PostgreSQL: no advisory locks, no queue library.
 * - A run that has not finished STALE_RUN_MS after it started is taken to have crashed (the process
 *   died, the database went away) and may be taken over by the next instance that looks (a
 *   conditional UPDATE, so only one does). A job's steps are therefore each idempotent: a rerun does
 *   again what was not done and sends nothing twice.
 * - An instance that starts after the hour (a restart at 10:00) still runs the day's job; a day the
 *   app never ran is not made up the next day (yesterday's digest is out of date by then).
 */

/** What a job is given: the database, the mailer, the modules' reminder sources, and its day. */
export type JobContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  reminders: readonly ReminderSource[];
  day: string;
  now: Date;
  /** The users a per-user job runs for; everyone when absent (the browser tests' hook runs one user's, so journeys beside it keep their bells). */
  only?: readonly number[];
};

export type DailyJob = {
  /** Unique among jobs: the job_runs key. */
  name: string;
  /** The UK local time it runs from, "HH:MM". */
  at: string;
  run: (ctx: JobContext) => Promise<unknown>;
};

/** A run this old and not finished crashed: another instance may resume it. Far beyond any day's digest. */
export const STALE_RUN_MS = 30 * 60_000;
/** How often each instance looks for a job due. */
export const JOB_CHECK_MS = 60_000;

const minutesOf = (at: string) => {
  const [h, m] = at.split(":").map(Number);
  return h * 60 + m;
};

/** The UK day whose run of `job` is due at `now`, or null before its time that day. */
export function duePeriod(job: Pick<DailyJob, "at">, now: Date): string | null {
  return ukMinutes(now) >= minutesOf(job.at) ? ukToday(now) : null;
}

/** This process, as job_runs names who ran a period. */
export const instanceName = () => `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

/**
 * Claims (job, period) for `instance`: true when this instance inserted the row, or took over a run
 * that crashed (not finished STALE_RUN_MS after it started). False when it is taken or done.
 */
export async function claimRun(db: Db, job: string, period: string, instance: string, now: Date): Promise<boolean> {
  const inserted = await db.insert(jobRuns).values({ job, period, instance, startedAt: now }).onConflictDoNothing().returning({ job: jobRuns.job });
  if (inserted.length > 0) return true;
  const resumed = await db
    .update(jobRuns)
    .set({ instance, startedAt: now })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period), isNull(jobRuns.finishedAt), lt(jobRuns.startedAt, new Date(now.getTime() - STALE_RUN_MS))))
    .returning({ job: jobRuns.job });
  return resumed.length > 0;
}

async function finishRun(db: Db, job: string, period: string, instance: string) {
  await db
    .update(jobRuns)
    .set({ finishedAt: new Date() })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period), eq(jobRuns.instance, instance)));
}

export type JobRunner = {
  /** Runs each job whose time has come today and which this instance claims; the names it ran. */
  tick: (now?: Date) => Promise<string[]>;
  stop: () => void;
};

/**
 * The jobs of this instance. `start` sets the timer (unref'd: it never keeps the process alive); a
 * tick while the last is still running does nothing, so one instance never runs a job twice at once.
 */
export function createJobRunner(
  deps: Omit<JobContext, "day" | "now">,
  jobs: readonly DailyJob[],
  opts: { instance?: string; everyMs?: number; onError?: (e: unknown, job: string) => void } = {},
) {
  const instance = opts.instance ?? instanceName();
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  const runner: JobRunner & { start: () => JobRunner } = {
    async tick(now = new Date()) {
      if (busy) return [];
      busy = true;
      const ran: string[] = [];
      try {
        for (const job of jobs) {
          const day = duePeriod(job, now);
          if (!day || !(await claimRun(deps.db, job.name, day, instance, now))) continue;
          try {
            await job.run({ ...deps, day, now });
            await finishRun(deps.db, job.name, day, instance);
            ran.push(job.name);
          } catch (e) {
            // Left unfinished: resumed after STALE_RUN_MS by whichever instance looks first.
            opts.onError?.(e, job.name);
          }
        }
      } finally {
        busy = false;
      }
      return ran;
    },
    stop() {
      if (timer) clearInterval(timer);
    },
    start() {
      timer = setInterval(() => void runner.tick().catch((e) => opts.onError?.(e, "tick")), opts.everyMs ?? JOB_CHECK_MS);
      timer.unref();
      return runner;
    },
  };
  return runner;
}
