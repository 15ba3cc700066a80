import { inArray, like } from "drizzle-orm";
import { ukToday } from "@shared/common/uk-dates";
import type { TestApp } from "../test/harness";
import {
  carbonEntries,
  carbonFigures,
  diaryComments,
  diaryEntries,
  journalMessages,
  projects,
  scope2Energy,
  siteIssueUpdates,
  siteIssues,
  users,
  visitorAttendance,
  weatherRecords,
} from "../db/schema/index";

/** The demo as demo.test.ts reads it back, and the day helpers its checks share. */

export type Seeded = Awaited<ReturnType<typeof readDemo>>;

export async function readDemo(t: TestApp) {
  const contracts = await t.db
    .select()
    .from(projects)
    .where(
      inArray(projects.slug, [
        "kirkstall-road-apartments",
        "wakefield-primary-school-extension",
        "harrogate-medical-centre-refurbishment",
        "batley-library-roof-renewal",
      ]),
    );
  const ids = contracts.map((c) => c.id);
  return {
    contracts,
    team: await t.db.select().from(users).where(like(users.email, "%@demo-construction.example")),
    entries: await t.db.select().from(diaryEntries).where(inArray(diaryEntries.projectId, ids)),
    comments: await t.db.select().from(diaryComments).where(inArray(diaryComments.projectId, ids)),
    weather: await t.db.select().from(weatherRecords).where(inArray(weatherRecords.projectId, ids)),
    site: await t.db.select().from(carbonEntries).where(inArray(carbonEntries.projectId, ids)),
    energy: await t.db.select().from(scope2Energy).where(inArray(scope2Energy.projectId, ids)),
    visitors: await t.db.select().from(visitorAttendance).where(inArray(visitorAttendance.projectId, ids)),
    figures: await t.db.select().from(carbonFigures).where(inArray(carbonFigures.projectId, ids)),
    journal: await t.db.select().from(journalMessages).where(inArray(journalMessages.projectId, ids)),
    issues: await t.db.select().from(siteIssues).where(inArray(siteIssues.projectId, ids)),
    issueUpdates: await t.db.select().from(siteIssueUpdates).where(inArray(siteIssueUpdates.projectId, ids)),
  };
}

/** Every dated record of a contract: [ISO day, what]. */
export const datedRecords = (d: Seeded, projectId: number) =>
  [
    ...d.entries.map((r) => [r.projectId, r.date, "diary entry"] as const),
    ...d.comments.map((r) => [r.projectId, r.date, "comment"] as const),
    ...d.weather.map((r) => [r.projectId, r.date, "weather"] as const),
    ...d.site.map((r) => [r.projectId, r.date, r.kind] as const),
    ...d.energy.map((r) => [r.projectId, r.date, "energy"] as const),
    ...d.visitors.map((r) => [r.projectId, r.date, "visitor"] as const),
    ...d.issues.map((r) => [r.projectId, r.date, "site issue"] as const),
    ...d.issueUpdates.map((r) => [r.projectId, ukToday(r.createdAt), "site issue update"] as const),
  ]
    .filter(([p]) => p === projectId)
    .map(([, date, what]) => ({ date, what }));

export const sunday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0;

export const monthOf = (day: string) => Number(day.slice(5, 7));

/** The latest day a contract has any record on. */
export const lastRecordDay = (d: Seeded, projectId: number) => datedRecords(d, projectId).reduce((m, r) => (r.date > m ? r.date : m), "");

/** The ISO day `days` before `today`. */
export const daysBefore = (today: string, days: number) => new Date(new Date(`${today}T12:00:00Z`).getTime() - days * 86_400_000).toISOString().slice(0, 10);
