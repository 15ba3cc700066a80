import { z } from "zod";
import { optionalTime } from "../common/fields";
import { figureViewSchema, TRAVEL_METHODS, type TravelMethod } from "../carbon/carbon";
import { isoDayField } from "../common/days";
import { pageOf, pageQuery } from "../common/paging";
import { carbonOnly, isoDay, personRef, timestamp } from "../common/wire";
import { idParams, idSchema } from "../common/ids";
import { numberInput } from "../plant/plant-entry";

/**
 * A visitor signed in on site (data-model.md §3 visitor_attendance): who, from where, why, when, and
 * how they travelled, whose return journey is the visit's carbon. One schema for the form and the API.
 */

export const TRAVEL_METHOD_KEYS = Object.keys(TRAVEL_METHODS) as [TravelMethod, ...TravelMethod[]];
export const MAX_TRAVEL_KM = 2000;

export const VISITOR_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  company: "Company is required",
  reasonForVisit: "Reason for visit is required",
  signInTime: "Sign-in time must be a time like 08:30",
  signOutTime: "Sign-out time must be a time like 17:00",
  signOutAfter: "Sign-out time must be after the sign-in time",
  travelDistance: `Distance must be between 0 and ${MAX_TRAVEL_KM} km`,
  travelDistanceNeeded: "Enter the distance travelled (one way) or the postcode they travelled from",
  postcode: "Enter a valid UK postcode, e.g. LS1 4AP",
  alreadySignedOut: "This visitor has already signed out",
} as const;

/** The UK postcode shapes (A9 9AA … AA9A 9AA), spaces optional. */
const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$/;
export function normalisePostcode(v: string): string | null {
  const m = UK_POSTCODE.exec(v.trim().toUpperCase());
  return m ? `${m[1]} ${m[2]}` : null;
}

const required = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be ${max} characters or fewer`);
export const visitorSchema = z
  .object({
    projectId: idSchema("Project ID must be an integer", "Project ID must be positive"),
    firstName: required(VISITOR_MESSAGES.firstName, 100, "First name"),
    lastName: required(VISITOR_MESSAGES.lastName, 100, "Last name"),
    company: required(VISITOR_MESSAGES.company, 200, "Company"),
    reasonForVisit: required(VISITOR_MESSAGES.reasonForVisit, 500, "Reason for visit"),
    date: isoDayField(),
    /** Missing: now (UK time) on the server; the form fills in now. */
    signInTime: optionalTime(VISITOR_MESSAGES.signInTime),
    signOutTime: optionalTime(VISITOR_MESSAGES.signOutTime),
    travelMethod: z.preprocess(
      (v) => (v === "" || v === undefined ? null : v),
      z.enum(TRAVEL_METHOD_KEYS, { error: "Choose how the visitor travelled" }).nullable(),
    ),
    travelDistance: numberInput(VISITOR_MESSAGES.travelDistance).refine((v) => v === null || (v >= 0 && v <= MAX_TRAVEL_KM), VISITOR_MESSAGES.travelDistance),
    travelOriginPostcode: z
      .string({ error: VISITOR_MESSAGES.postcode })
      .nullish()
      .transform((v) => (v && v.trim() ? v : null))
      .refine((v) => v === null || normalisePostcode(v) !== null, VISITOR_MESSAGES.postcode)
      .transform((v) => (v === null ? null : normalisePostcode(v))),
  })
  .superRefine((v, ctx) => {
    // Times are to the minute, so a visit of a few seconds signs in and out in the same minute: only earlier is wrong.
    if (v.signInTime && v.signOutTime && v.signOutTime < v.signInTime)
      ctx.addIssue({ code: "custom", path: ["signOutTime"], message: VISITOR_MESSAGES.signOutAfter });
  });
export type VisitorInput = z.output<typeof visitorSchema>;
export type VisitorBody = z.input<typeof visitorSchema>;

export type VisitorFormValues = {
  firstName: string;
  lastName: string;
  company: string;
  reasonForVisit: string;
  date: string;
  signInTime: string;
  signOutTime: string;
  travelMethod: TravelMethod | "";
  travelDistance: string;
  travelOriginPostcode: string;
};

export const visitorIdParams = idParams("Visitor not found");
export const listVisitorsQuery = pageQuery.extend({ date: isoDayField().optional() });

const visitorFields = {
  id: z.number().int(),
  projectId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  reasonForVisit: z.string(),
  date: isoDay,
  signInTime: z.string().nullable(),
  signOutTime: z.string().nullable(),
  onSite: z.boolean(),
  travelMethod: z.enum(TRAVEL_METHOD_KEYS).nullable(),
  /** km one way. */
  travelDistance: z.number().nullable(),
  /** True when the distance was worked out from the postcodes rather than typed (kept with the visit). */
  distanceEstimated: z.boolean(),
  travelOriginPostcode: z.string().nullable(),
  /** kg CO2e of the return journey. */
  travelCarbon: carbonOnly(z.number()),
  createdBy: personRef.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
};

/** A visit as the day's list shows it. */
export const visitorListItemSchema = z.object(visitorFields).meta({ id: "VisitorListItem" });
export type VisitorListItem = z.output<typeof visitorListItemSchema>;

/** One visit with the carbon figure of its journey. */
export const visitorViewSchema = z.object({ ...visitorFields, figures: carbonOnly(z.array(figureViewSchema)) }).meta({ id: "Visitor" });
export type VisitorView = z.output<typeof visitorViewSchema>;

/** A page of a day's visitors (or every day's, without a date), with the day's head count on site and its travel carbon. */
export const visitorDaySchema = pageOf(visitorListItemSchema).extend({
  date: isoDay.nullable(),
  onSiteCount: z.number().int(),
  /** kg CO2e of the journeys of every visit listed (all pages). */
  travelCarbon: carbonOnly(z.number()),
});
export type VisitorDay = z.output<typeof visitorDaySchema>;

export function emptyVisitorForm(today: string, now: string): VisitorFormValues {
  return {
    firstName: "",
    lastName: "",
    company: "",
    reasonForVisit: "",
    date: today,
    signInTime: now,
    signOutTime: "",
    travelMethod: "",
    travelDistance: "",
    travelOriginPostcode: "",
  };
}

export function visitorFormFrom(v: VisitorView): VisitorFormValues {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    company: v.company,
    reasonForVisit: v.reasonForVisit,
    date: v.date,
    signInTime: v.signInTime ?? "",
    signOutTime: v.signOutTime ?? "",
    travelMethod: v.travelMethod ?? "",
    travelDistance: v.travelDistance === null ? "" : String(v.travelDistance),
    travelOriginPostcode: v.travelOriginPostcode ?? "",
  };
}

/** Walking and cycling carry no travel factor. */
export const travelHasCarbon = (m: TravelMethod | null | "") => Boolean(m && TRAVEL_METHODS[m].factorId);
