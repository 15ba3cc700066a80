import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { EndpointTable } from "@shared/common/contract";
import type { Resource } from "@shared/identity/permissions";
import type { Db } from "../db/client";
import type { Config } from "../config";
import type { Mailer, MailKinds } from "./mail";
import type { BotCheck } from "./bot-check";
import type { PdfRenderer } from "./pdf-renderer";
import type { CsvExports } from "./csv-export";
import type { Restorer } from "./recycle-bin";
import type { TimelineBranch } from "./timeline-branch";
import type { ReminderSource } from "./reminders";
import type { DailyJob } from "./daily-jobs";

/**
 * What the modules contribute to the server's central lists, derived from their descriptors
 * (`deriveAreas`): every module receives it, so the few that read another's contribution (the API
 * document, the recycle bin, the timeline) never import that module (decision 0061).
 */
export type Areas = {
  /** Every endpoint table, by area: the whole API (the OpenAPI document, the route tests). */
  endpointTables: Record<string, EndpointTable>;
  /** How each record type in the recycle bin comes back, by record type. */
  restorers: Record<string, Restorer>;
  /** The project timeline's branches, one per kind of event. */
  timeline: TimelineBranch[];
  /** Every kind of message the server sends, by kind: the mailer refuses any other, the outbox shows its label. */
  mailKinds: MailKinds;
  /** The modules' own removals of what has expired, run by housekeeping's purge (platform/housekeeping.ts). */
  housekeeping: Housekeeping[];
  /** What falls due in each module's records: the reminders view, the bell and the daily digest read them (platform/reminders.ts). */
  reminders: ReminderSource[];
  /** Timed work run once per UK day across every instance (platform/daily-jobs.ts). */
  dailyJobs: DailyJob[];
};

/** A module's part of the purge: removes what it no longer keeps, as of `now`. */
export type Housekeeping = (db: Db, now: Date) => Promise<unknown>;

/** A member of the demo team (seed/demo.ts), as the modules' demo seeds find them by role. */
export type DemoStaff = { id: number; name: string; role: string };
/**
 * What the modules' demo seeds share: the demo team, made before any of them runs, and the moment the
 * demo is "now" (tests fix it; nothing is dated after it).
 */
export type DemoContext = { staff: DemoStaff[]; now: Date };

/** What every server module receives. */
export type ModuleDeps = { db: Db; config: Config; mailer: Mailer; botCheck: BotCheck; pdfs: PdfRenderer; csv: CsvExports; areas: Areas };
/** A module's routes: registers its endpoint tables' handlers (platform/endpoints.ts `routes`). */
export type Module = FastifyPluginAsyncZod<ModuleDeps>;

/**
 * A server module describes itself in one object, exported from `modules/<area>/<area>.module.ts`
 * and named once in modules/index.ts (docs/adding-an-area.md, decision 0061). The server's central
 * lists (routes, the API document, the recycle bin's restorers, the timeline's branches, the demo data, the mail kinds) are read from these.
 */
export type ServerModule = {
  /** The module's folder name, as errors about it say. */
  name: string;
  /** The page of §6 its data belongs to (its endpoints' `access` names it too), for the reader. */
  permission?: Resource;
  /** Its endpoint tables, by the area name the API document tags them with. */
  endpoints: Record<string, EndpointTable>;
  /** Registers the tables' handlers. */
  routes: Module;
  /** The record types its deletes send to the recycle bin, and how each comes back. */
  recycleBin?: Record<string, Restorer>;
  /** The project timeline's branches for the kinds of event it records (shared/timeline/timeline.ts `TIMELINE_KINDS`). */
  timeline?: TimelineBranch[];
  /**
   * Its part of the demo data (seed/demo.ts), run in the modules' order after the demo team is made:
   * an area's demo may read what an earlier module's demo wrote (orders find the demo contracts).
   */
  demo?: (db: Db, ctx: DemoContext) => Promise<void>;
  /** The kinds of message it sends (`Mail.kind`), each with the label the outbox shows for it. */
  mail?: MailKinds;
  /** What it removes when it expires, run with housekeeping's purge every 15 minutes. */
  housekeeping?: Housekeeping;
  /** What of its records falls due (a card's expiry, a vehicle's MOT), for the one reminders view. */
  reminders?: ReminderSource[];
  /** Its once-a-day jobs (the reminders' digest), each run once per UK day whatever the instances. */
  dailyJobs?: DailyJob[];
};

/** The central lists from the descriptors: an endpoint area, a record type, a timeline kind, a mail kind, a reminder source or a job claimed twice is an error at start. */
export function deriveAreas(modules: readonly ServerModule[]): Areas {
  const endpointTables: Record<string, EndpointTable> = {};
  const restorers: Record<string, Restorer> = {};
  const timeline: Record<string, TimelineBranch> = {};
  const mailKinds: MailKinds = {};
  const reminders: Record<string, ReminderSource> = {};
  const dailyJobs: Record<string, DailyJob> = {};
  const claim = <T>(into: Record<string, T>, from: Record<string, T> | undefined, what: string, module: string) => {
    for (const [key, value] of Object.entries(from ?? {})) {
      if (key in into) throw new Error(`${what} ${key} is claimed twice (again by module ${module})`);
      into[key] = value;
    }
  };
  for (const m of modules) {
    claim(endpointTables, m.endpoints, "Endpoint area", m.name);
    claim(restorers, m.recycleBin, "Recycle bin record type", m.name);
    for (const branch of m.timeline ?? []) claim(timeline, { [branch.kind]: branch }, "Timeline kind", m.name);
    claim(mailKinds, m.mail, "Mail kind", m.name);
    for (const source of m.reminders ?? []) claim(reminders, { [source.name]: source }, "Reminder source", m.name);
    for (const job of m.dailyJobs ?? []) claim(dailyJobs, { [job.name]: job }, "Daily job", m.name);
  }
  const housekeeping = modules.flatMap((m) => (m.housekeeping ? [m.housekeeping] : []));
  return {
    endpointTables,
    restorers,
    timeline: Object.values(timeline),
    mailKinds,
    housekeeping,
    reminders: Object.values(reminders),
    dailyJobs: Object.values(dailyJobs),
  };
}
