import { z } from "zod";
import { endpoint } from "../common/contract";
import { pageOf } from "../common/paging";
import { attendanceViewSchema, correctionInput } from "./site-sign-in";
import { attendanceParams, dayQuery, workforceOnContract as onContract } from "./site-sign-in.endpoints";

/** The day's record of worker sign-ins on a contract (the diary's attendance tab, the Records view) and corrections (issue 31). */
export const attendanceEndpoints = {
  day: onContract.read("site-sign-in/attendance", "A day's worker sign-ins on the contract (today when no date), on site first", {
    query: dayQuery,
    response: pageOf(attendanceViewSchema)
      .extend({
        date: z.string(),
        onSiteCount: z.number().int(),
        hours: z.number(),
        travelCarbon: z.number().optional(),
        /** Headcount (distinct workers) and hours per employer for the day: the diary's attendance tab and its labour. */
        byEmployer: z.array(z.object({ company: z.string(), workers: z.number().int(), onSite: z.number().int(), hours: z.number() })),
      })
      .meta({ id: "SiteAttendanceDay" }),
  }),
  attendance: endpoint({
    method: "GET",
    path: "/api/site-attendance/:id",
    access: ["Workforce", "view"],
    summary: "One sign-in with its corrections",
    params: attendanceParams,
    response: attendanceViewSchema,
  }),
  correct: endpoint({
    method: "PATCH",
    path: "/api/site-attendance/:id",
    access: ["Workforce", "edit"],
    summary: "Correct a sign-in or sign-out time with a note: hours are recalculated and the correction is kept",
    params: attendanceParams,
    body: correctionInput,
    response: attendanceViewSchema,
  }),
};
