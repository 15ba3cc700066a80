import { parseLabour, rollUpLabour, type Labour } from "@shared/rules/labour-hours";
import type { Db } from "../../db/client";
import type { ProjectRow } from "../projects/project-lookup";
import { emptyActivity, loadDayActivity, type DayActivity } from "./diary-export.activity";
import { findCommentsInRange, findEntriesInRange, findWeatherInRange } from "./diary-export.repository";

export type ExportEntry = { id: number; author: string; workSummary: string; weatherImpact: string | null; materialsDelivered: string | null; labour: Labour };
export type ExportComment = { timeSlot: string | null; author: string; comment: string };
export type ExportWeather = {
  temperature: string;
  condition: string;
  windSpeed: string | null;
  windDirection: string | null;
  humidity: string | null;
  description: string | null;
};
export type ExportDay = {
  date: string;
  weather: ExportWeather | null;
  entries: ExportEntry[];
  comments: ExportComment[];
  /** Plant, deliveries, waste, energy, visitors, other Scope 3 and site issues of the day (issue 11 item 16). */
  activity: DayActivity;
  /** The day's labour hours (rollUpLabour, as the diary screen totals the day). */
  hours: number;
};
export type LabourSummary = { byCompany: { company: string; hours: number }[]; totalHours: number };
export type ExportData = LabourSummary & { days: ExportDay[]; entryCount: number };

/**
 * The period's labour summary: the one roll-up (the screen's, per day), with the entries without a
 * company named so, and left out when they carry no hours (labour that could not be read adds no row).
 */
export function labourSummary(labours: Labour[]): LabourSummary {
  const totals = rollUpLabour(labours);
  return {
    byCompany: totals.companies.filter((c) => c.company || c.hours > 0).map((c) => ({ company: c.company || "Company not given", hours: c.hours })),
    totalHours: totals.hours,
  };
}
const slotOrder = (s: string | null) => (!s || s === "General" ? "" : s);

/**
 * Days that have diary entries or site activity, in day order, each with its weather, entries,
 * comments and records; labour totals by company over the range. Carbon only for a reader with
 * Carbon Tracking view.
 */
export async function loadExportData(db: Db, project: ProjectRow, from: string, to: string, show: { carbon: boolean }): Promise<ExportData> {
  const [entries, comments, weather, activity] = await Promise.all([
    findEntriesInRange(db, project.id, from, to),
    findCommentsInRange(db, project.id, from, to),
    findWeatherInRange(db, project.id, from, to),
    loadDayActivity(db, project.id, from, to, show),
  ]);
  const weatherByDay = new Map(weather.map((w) => [w.date, w]));
  const days = new Map<string, ExportDay>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (!day) {
      const w = weatherByDay.get(date);
      day = {
        date,
        weather: w
          ? {
              temperature: w.temperature,
              condition: w.condition,
              windSpeed: w.windSpeed,
              windDirection: w.windDirection,
              humidity: w.humidity,
              description: w.description,
            }
          : null,
        entries: [],
        comments: [],
        activity: activity.get(date) ?? emptyActivity(),
        hours: 0,
      };
      days.set(date, day);
    }
    return day;
  };
  for (const e of entries) {
    const { id, author, workSummary, weatherImpact, materialsDelivered } = e;
    dayOf(e.date).entries.push({ id, author, workSummary, weatherImpact, materialsDelivered, labour: parseLabour(e.labor) });
  }
  for (const date of activity.keys()) dayOf(date);
  for (const c of comments) dayOf(c.date).comments.push({ timeSlot: c.timeSlot, author: c.author, comment: c.comment });
  for (const d of days.values()) d.comments.sort((a, b) => slotOrder(a.timeSlot).localeCompare(slotOrder(b.timeSlot)));
  for (const d of days.values()) d.hours = rollUpLabour(d.entries.map((e) => e.labour)).hours;
  const ordered = [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  return {
    days: ordered,
    ...labourSummary(ordered.flatMap((d) => d.entries.map((e) => e.labour))),
    entryCount: entries.length,
  };
}
