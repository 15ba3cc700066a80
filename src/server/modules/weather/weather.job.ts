import type { FastifyBaseLogger } from "fastify";
import { WEATHER_HISTORY_DAYS } from "@shared/weather/weather";
import type { Db } from "../../db/client";
import type { DailyWeather, WeatherProvider } from "../../platform/weather";
import {
  deleteSnapshotsBefore,
  findProjectsWithPostcode,
  findRecordDates,
  hasSnapshotOnDay,
  insertRecordsIfAbsent,
  insertSnapshot,
  lockProjectWeather,
  upsertProviderRecord,
  type WeatherRecordValues,
} from "./weather.repository";
import { recordFromReading, snapshotFromReading } from "./weather.service";
import { daysBefore, ukToday } from "@shared/common/uk-dates";
import { formatQuantity, formatTemperature } from "@shared/common/numbers";

const BATCH = 200;
const FIRST_RUN_MS = 30_000;

export type WeatherRunResult = { snapshots: number; skipped: number; failed: number; backfilled: number };

function recordFromDay(projectId: number, d: DailyWeather): WeatherRecordValues {
  const parts = [
    `High ${formatTemperature(d.temperature)}`,
    d.temperatureMin == null ? null : `low ${formatTemperature(d.temperatureMin)}`,
    d.precipitation ? `rain ${formatQuantity(d.precipitation, "mm", 1)}` : null,
  ];
  return {
    projectId,
    date: d.date,
    temperature: String(d.temperature),
    condition: d.condition,
    windSpeed: d.windSpeed == null ? null : String(d.windSpeed),
    windDirection: d.windDirection,
    uvIndex: d.uvIndex == null ? null : String(d.uvIndex),
    description: parts.filter(Boolean).join(", "),
    source: "provider",
  };
}

/**
 * Once per project and UK day: a snapshot, today's record (a day entered by hand is kept), and the
 * missing days of the last 30 since the project began filled from the service's daily history.
 * Safe to run every hour and on several instances: a project that already has today's snapshot is
 * skipped, and the write re-checks under a per-project advisory lock. Old snapshots (over 30 days) go.
 */
export async function recordDailyWeather(db: Db, provider: WeatherProvider, log?: FastifyBaseLogger, now = new Date()): Promise<WeatherRunResult> {
  const today = ukToday(now);
  const result: WeatherRunResult = { snapshots: 0, skipped: 0, failed: 0, backfilled: 0 };
  for (let after = 0; ;) {
    const batch = await findProjectsWithPostcode(db, after, BATCH);
    if (batch.length === 0) break;
    after = batch[batch.length - 1].id;
    for (const project of batch) {
      if (await hasSnapshotOnDay(db, project.id, today)) {
        result.skipped += 1;
        continue;
      }
      try {
        const reading = await provider.current(project.postcode!);
        const wrote = await db.transaction(async (tx) => {
          await lockProjectWeather(tx, project.id);
          if (await hasSnapshotOnDay(tx, project.id, today)) return false;
          await insertSnapshot(tx, snapshotFromReading(project.id, reading));
          await upsertProviderRecord(tx, recordFromReading(project.id, today, reading), false);
          return true;
        });
        if (!wrote) {
          result.skipped += 1;
          continue;
        }
        result.snapshots += 1;
        result.backfilled += await backfill(db, provider, project, today);
      } catch (e) {
        // One project's bad postcode or a service hiccup must not stop the others.
        result.failed += 1;
        log?.warn({ err: e, projectId: project.id }, "weather snapshot failed");
      }
    }
  }
  await deleteSnapshotsBefore(db, new Date(now.getTime() - WEATHER_HISTORY_DAYS * 24 * 3_600_000));
  return result;
}

async function backfill(db: Db, provider: WeatherProvider, project: { id: number; postcode: string | null; createdAt: Date }, today: string): Promise<number> {
  const began = ukToday(project.createdAt);
  const earliest = daysBefore(today, WEATHER_HISTORY_DAYS - 1);
  const from = began > earliest ? began : earliest;
  const yesterday = daysBefore(today, 1);
  if (from > yesterday) return 0;
  const have = await findRecordDates(db, project.id, from);
  const missing: string[] = [];
  for (let d = yesterday; d >= from; d = daysBefore(d, 1)) if (!have.has(d)) missing.push(d);
  if (missing.length === 0) return 0;
  const days = await provider.daily(project.postcode!, missing[missing.length - 1], missing[0]);
  const rows = days.filter((d) => missing.includes(d.date)).map((d) => recordFromDay(project.id, d));
  await db.transaction((tx) => insertRecordsIfAbsent(tx, rows));
  return rows.length;
}

/** Starts the job (first run shortly after start, then every `minutes`); the returned stop waits for a run in progress. */
export function startWeatherJob(db: Db, provider: WeatherProvider, minutes: number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = recordDailyWeather(db, provider, log)
      .catch((e) => log.warn({ err: e }, "weather job failed"))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const every = setInterval(run, minutes * 60_000);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
