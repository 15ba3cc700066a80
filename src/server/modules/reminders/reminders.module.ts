import { remindersEndpoints } from "@shared/reminders/reminders.endpoints";
import type { ServerModule } from "../../platform/module";
import { remindersRoutes } from "./reminders.routes";
import { digestJob } from "./reminders.digest";
import { DIGEST_KIND } from "./reminders.emails";

/**
 * The one reminders view and its daily digest (issue 33): the sources are every module's own
 * (`ServerModule.reminders`, read from deps.areas); this module only gathers, shows and sends them.
 */
export const remindersModule: ServerModule = {
  name: "reminders",
  endpoints: { reminders: remindersEndpoints },
  routes: remindersRoutes,
  mail: { [DIGEST_KIND]: { label: "Daily reminders digest" } },
  dailyJobs: [digestJob],
};
