import { weatherEndpoints } from "@shared/weather/weather.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import { createWeatherProvider } from "../../platform/weather";
import { getProjectWeather, refreshWeather, saveManualWeather } from "./weather.service";
import { startWeatherJob } from "./weather.job";

/** Site weather for a project, registered from its endpoint table (shared/weather/weather.endpoints.ts), and the hourly snapshot job. */
export const weatherRoutes: Module = async (app, { db, config }) => {
  const provider = createWeatherProvider(config);

  routes(app, weatherEndpoints, {
    get: (req) => getProjectWeather(db, provider, req.params.slug),
    saveDay: (req) => saveManualWeather(db, req, req.params.slug, req.params.date, req.body),
    refresh: (req) => refreshWeather(db, provider, req, req.params.slug, req.body),
  });

  // No provider (the default, and every test that does not set one): nothing to fetch, no timer.
  if (provider && config.weatherRefreshMinutes > 0) {
    const stop = startWeatherJob(db, provider, config.weatherRefreshMinutes, app.log);
    app.addHook("onClose", stop);
  }
};
