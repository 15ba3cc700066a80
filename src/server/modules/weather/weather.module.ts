import { weatherEndpoints } from "@shared/weather/weather.endpoints";
import type { ServerModule } from "../../platform/module";
import { weatherRoutes } from "./weather.routes";
import { weatherTimeline } from "./weather.timeline";

/** The weather module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const weatherModule: ServerModule = {
  name: "weather",
  endpoints: { weather: weatherEndpoints },
  routes: weatherRoutes,
  timeline: weatherTimeline,
};
