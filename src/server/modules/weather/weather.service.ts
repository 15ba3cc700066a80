import type { FastifyRequest } from "fastify";
import { WEATHER_HISTORY_DAYS, type ProjectWeather, type WeatherEntry, type WeatherRecordView } from "@shared/weather/weather";
import type { Db } from "../../db/client";
import { audit } from "../../platform/audit";
import { badRequest, conflict } from "../../platform/errors";
import type { WeatherProvider, WeatherReading } from "../../platform/weather";
import { getLiveProjectBySlug, type ProjectRow } from "../projects/project-lookup";
import { presentRecord, presentSnapshot } from "./weather.presenter";
import {
  findLatestSnapshot,
  findRecord,
  findRecordsSince,
  insertSnapshot,
  upsertManualRecord,
  upsertProviderRecord,
  type WeatherRecordValues,
} from "./weather.repository";
import { daysBefore, ukToday } from "@shared/common/uk-dates";
import { formatTemperature } from "@shared/common/numbers";

const dec = (v: number | null | undefined) => (v == null ? null : String(v));

export async function getProjectWeather(db: Db, provider: WeatherProvider | null, slug: string, today = ukToday()): Promise<ProjectWeather> {
  const project = await getLiveProjectBySlug(db, slug);
  return projectWeather(db, provider, project, today);
}

async function projectWeather(db: Db, provider: WeatherProvider | null, project: ProjectRow, today: string): Promise<ProjectWeather> {
  const [latest, history] = await Promise.all([
    provider ? findLatestSnapshot(db, project.id) : undefined,
    findRecordsSince(db, project.id, daysBefore(today, WEATHER_HISTORY_DAYS - 1), WEATHER_HISTORY_DAYS),
  ]);
  return { provider: Boolean(provider), current: latest ? presentSnapshot(latest) : null, history: history.map(presentRecord) };
}

/** A day's weather entered by hand. It replaces the day's reading, whatever its source. */
export async function saveManualWeather(db: Db, request: FastifyRequest, slug: string, date: string, input: WeatherEntry): Promise<WeatherRecordView> {
  const project = await getLiveProjectBySlug(db, slug);
  if (date > ukToday()) throw badRequest("Weather cannot be entered for a future date", "date");
  return db.transaction(async (tx) => {
    const before = await findRecord(tx, project.id, date);
    const row = await upsertManualRecord(tx, {
      projectId: project.id,
      date,
      temperature: String(input.temperature),
      condition: input.condition,
      humidity: dec(input.humidity),
      windSpeed: dec(input.windSpeed),
      windDirection: input.windDirection,
      pressure: dec(input.pressure),
      visibility: dec(input.visibility),
      uvIndex: dec(input.uvIndex),
      description: input.description,
      createdBy: request.user?.id ?? null,
      createdAt: new Date(),
    });
    await audit(tx, request, {
      action: before ? "weather_record_updated" : "weather_record_created",
      description: `${before ? "Updated" : "Entered"} the weather for ${date} on ${project.name}: ${formatTemperature(input.temperature)}, ${input.condition}`,
      entityType: "weather_record",
      entityId: row.id,
      entityName: project.name,
      category: "projects",
      metadata: { projectId: project.id, date, replacedSource: before?.source ?? null },
    });
    return presentRecord(row);
  });
}

/** What a reading gives a day's record and a snapshot alike (the decimal columns as their strings). */
const readingFigures = (r: WeatherReading) => ({
  condition: r.condition,
  humidity: dec(r.humidity),
  windSpeed: dec(r.windSpeed),
  windDirection: r.windDirection,
  pressure: dec(r.pressure),
  visibility: dec(r.visibility),
  uvIndex: dec(r.uvIndex),
});

/** The day's record as a provider reading gives it. */
export function recordFromReading(projectId: number, date: string, r: WeatherReading): WeatherRecordValues {
  return {
    projectId,
    date,
    temperature: String(r.temperature),
    ...readingFigures(r),
    description: r.feelsLike == null ? null : `Feels like ${formatTemperature(r.feelsLike)}`,
    createdBy: null,
    createdAt: r.at,
  };
}

export function snapshotFromReading(projectId: number, r: WeatherReading) {
  return {
    projectId,
    timestamp: r.at,
    temperature: dec(r.temperature),
    ...readingFigures(r),
    feelsLike: dec(r.feelsLike),
    dewPoint: dec(r.dewPoint),
  };
}

/** A snapshot now, on request; today's record follows it unless the day was entered by hand (kept unless asked). */
export async function refreshWeather(
  db: Db,
  provider: WeatherProvider | null,
  request: FastifyRequest,
  slug: string,
  opts: { overwriteManual: boolean },
): Promise<ProjectWeather> {
  const project = await getLiveProjectBySlug(db, slug);
  if (!provider) throw conflict("No weather service is configured: enter the weather by hand.");
  if (!project.postcode?.trim()) throw badRequest("Add a postcode to the project to get its weather", "postcode");
  const reading = await provider.current(project.postcode);
  const today = ukToday(reading.at);
  await db.transaction(async (tx) => {
    const snapshot = await insertSnapshot(tx, snapshotFromReading(project.id, reading));
    const record = await upsertProviderRecord(
      tx,
      { ...recordFromReading(project.id, today, reading), createdBy: request.user?.id ?? null },
      opts.overwriteManual,
    );
    await audit(tx, request, {
      action: "weather_refreshed",
      description: `Took a weather reading for ${project.name}: ${formatTemperature(reading.temperature)}, ${reading.condition}${record ? "" : " (the day entered by hand was kept)"}`,
      entityType: "weather_snapshot",
      entityId: snapshot.id,
      entityName: project.name,
      category: "projects",
      metadata: { projectId: project.id, date: today, recordUpdated: Boolean(record), overwriteManual: opts.overwriteManual },
    });
  });
  return projectWeather(db, provider, project, today);
}
