import { endpoint, type Changes } from "../common/contract";
import { timelineEndpoints } from "../timeline/timeline.endpoints";
import { slugParams } from "../common/slug";
import { projectWeatherSchema, weatherDayParams, weatherEntrySchema, weatherRecordViewSchema, weatherRefreshSchema } from "./weather";

/** Site weather for a contract: current conditions, 30 days of history, a day entered by hand, a reading on request. */
export const weatherEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/weather",
    access: ["Contracts", "view"],
    summary: "A contract's weather: whether a weather service is configured, its latest reading and the last 30 days",
    params: slugParams,
    response: projectWeatherSchema,
  }),
  saveDay: endpoint({
    method: "PUT",
    path: "/api/projects/by-slug/:slug/weather/:date",
    access: ["Contracts", "edit"],
    summary: "Enter a day's weather by hand; it replaces the day's reading, whatever its source",
    params: weatherDayParams,
    body: weatherEntrySchema,
    response: weatherRecordViewSchema,
  }),
  refresh: endpoint({
    method: "POST",
    path: "/api/projects/by-slug/:slug/weather/refresh",
    access: ["Contracts", "edit"],
    summary: "Take a reading from the weather service now; a day entered by hand is kept unless overwriteManual",
    params: slugParams,
    body: weatherRefreshSchema,
    response: projectWeatherSchema,
  }),
};

/** What a day's weather changes besides the weather panel (decision 0062): the contract's timeline. */
export const weatherChanges: Changes = [timelineEndpoints.list];
