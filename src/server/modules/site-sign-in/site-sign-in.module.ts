import { siteSignInEndpoints } from "@shared/site-sign-in/site-sign-in.endpoints";
import type { ServerModule } from "../../platform/module";
import { SIGN_IN_ALERT_KIND } from "./site-sign-in.alerts";
import { seedDemoSignIns } from "./site-sign-in.demo";
import { purgeSignIns } from "./site-sign-in-jobs.service";
import { siteSignInRoutes } from "./site-sign-in.routes";

/** Site sign-in at the gate as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const siteSignInModule: ServerModule = {
  name: "site-sign-in",
  permission: "Workforce",
  endpoints: { siteSignIn: siteSignInEndpoints },
  routes: siteSignInRoutes,
  mail: { [SIGN_IN_ALERT_KIND]: { label: "Site sign-in alert (to the site manager)" } },
  housekeeping: (db, now) => purgeSignIns(db, now),
  demo: (db, { staff, now }) => seedDemoSignIns(db, staff, now),
};
