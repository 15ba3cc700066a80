import { z } from "zod";
import { weatherDayParams, weatherEntrySchema, weatherRefreshSchema } from "@shared/weather/weather";
import type { Module } from "../../platform/module";
import { createWeatherProvider } from "../../platform/weather";
import { getProjectWeather, refreshWeather, saveManualWeather } from "./weather.service";
import { startWeatherJob } from "./weather.job";

const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** Site weather for a project: current conditions, 30 days of history, hand entry, and the hourly snapshot job. */
export const weatherRoutes: Module = async (app, { db, config }) => {
  const provider = createWeatherProvider(config);
  const view = { access: ["Contracts", "view"] } as const;
  const edit = { access: ["Contracts", "edit"] } as const;

  app.get("/api/projects/by-slug/:slug/weather", { config: view, schema: { params: slugParams } }, async (request) =>
    getProjectWeather(db, provider, request.params.slug),
  );

  app.put("/api/projects/by-slug/:slug/weather/:date", { config: edit, schema: { params: weatherDayParams, body: weatherEntrySchema } }, async (request) =>
    saveManualWeather(db, request, request.params.slug, request.params.date, request.body),
  );

  app.post("/api/projects/by-slug/:slug/weather/refresh", { config: edit, schema: { params: slugParams, body: weatherRefreshSchema } }, async (request) =>
    refreshWeather(db, provider, request, request.params.slug, request.body),
  );

  // No provider (the default, and every test that does not set one): nothing to fetch, no timer.
  if (provider && config.weatherRefreshMinutes > 0) {
    const stop = startWeatherJob(db, provider, config.weatherRefreshMinutes, app.log);
    app.addHook("onClose", stop);
  }
};
