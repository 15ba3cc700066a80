import { endpoint, type Changes } from "../common/contract";
import { contractEndpoints } from "../common/record-endpoints";
import { timelineEndpoints } from "../timeline/timeline.endpoints";
import { slugParams } from "../common/slug";
import { projectWeatherSchema, weatherDayParams, weatherEntrySchema, weatherRecordViewSchema, weatherRefreshSchema } from "./weather";

const onContract = contractEndpoints("Contracts", slugParams);

/** Site weather for a contract: current conditions, 30 days of history, a day entered by hand, a reading on request. */
export const weatherEndpoints = {
  get: onContract.read("weather", "A contract's weather: whether a weather service is configured, its latest reading and the last 30 days", {
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
  refresh: onContract.write(
    "POST",
    "weather/refresh",
    "edit",
    "Take a reading from the weather service now; a day entered by hand is kept unless overwriteManual",
    { body: weatherRefreshSchema, response: projectWeatherSchema },
  ),
};

/** What a day's weather changes besides the weather panel (decision 0062): the contract's timeline. */
export const weatherChanges: Changes = [timelineEndpoints.list];
