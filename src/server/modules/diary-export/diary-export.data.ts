import { parseLabour, type Labour } from "@shared/rules/labour-hours";
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
  /** Hours in tenths, summed as integers: 8.0 + 0.1 never becomes 8.099999. */
  tenths: number;
};
export type ExportData = { days: ExportDay[]; byCompany: { company: string; tenths: number }[]; totalTenths: number; entryCount: number };

const tenths = (hours: number) => Math.round(hours * 10);
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
        tenths: 0,
      };
      days.set(date, day);
    }
    return day;
  };
  const byCompany = new Map<string, number>();
  for (const e of entries) {
    const day = dayOf(e.date);
    const labour = parseLabour(e.labor);
    day.entries.push({
      id: e.id,
      author: e.author,
      workSummary: e.workSummary,
      weatherImpact: e.weatherImpact,
      materialsDelivered: e.materialsDelivered,
      labour,
    });
    day.tenths += tenths(labour.hours);
    const company = labour.company.trim() || "Company not given";
    // An entry with no labour (or labour that could not be read) adds no row to the summary.
    if (labour.company.trim() || labour.hours > 0) byCompany.set(company, (byCompany.get(company) ?? 0) + tenths(labour.hours));
  }
  for (const date of activity.keys()) dayOf(date);
  for (const c of comments) dayOf(c.date).comments.push({ timeSlot: c.timeSlot, author: c.author, comment: c.comment });
  for (const d of days.values()) d.comments.sort((a, b) => slotOrder(a.timeSlot).localeCompare(slotOrder(b.timeSlot)));
  const companies = [...byCompany].map(([company, t]) => ({ company, tenths: t })).sort((a, b) => b.tenths - a.tenths || a.company.localeCompare(b.company));
  return {
    days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)),
    byCompany: companies,
    totalTenths: companies.reduce((s, c) => s + c.tenths, 0),
    entryCount: entries.length,
  };
}
