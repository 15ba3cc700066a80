import { attendanceEndpoints } from "@shared/site-sign-in/attendance.endpoints";
import { rollCallEndpoints } from "@shared/site-sign-in/roll-call.endpoints";
import type { ServerModule } from "../../platform/module";
import { siteAttendanceRoutes } from "./site-attendance.routes";

/** The roll-call and the day's record of site sign-in (issue 31) as the server lists it (platform/module.ts). */
export const siteAttendanceModule: ServerModule = {
  name: "site-attendance",
  permission: "Workforce",
  endpoints: { "roll-call": rollCallEndpoints, attendance: attendanceEndpoints },
  routes: siteAttendanceRoutes,
};
