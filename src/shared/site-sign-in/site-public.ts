import { z } from "zod";
import { TRAVEL_METHOD_KEYS, visitorSchema } from "../visitors/visitor";
import { timestamp, isoDay } from "../common/wire";
import { fitQuestionSchema, gateAnswersInput, refusalSchema, travelFields, travelSchema } from "./site-sign-in";

/**
 * The contract's poster page (issue 31): what a visitor's or a worker's own phone sees with no
 * account, and what it sends. The poster's token finds the contract; a visitor's sign-out token and
 * a worker's personal link token are the only other keys.
 */

export const POSTER_NOT_VALID = "This sign-in poster is no longer valid: ask the site team for the new one";
export const SIGN_OUT_LINK_NOT_VALID = "This sign-out is no longer valid: you may already be signed out";
export const PERSONAL_LINK_NOT_VALID = "This personal sign-in link is no longer valid: ask the site team for a new one";
export const VISITOR_TOO_MANY = (wait: string) => `Too many sign-ins from this connection: try again in ${wait}`;
export const LINK_TOO_MANY = (wait: string) => `Too many sign-ins with this link: try again in ${wait}`;
export const SPEAK_TO_SITE_TEAM = "Speak to the site team";

/** The paths the app answers: the poster's page and a worker's personal link. */
export const posterPath = (token: string) => `/site/${token}`;
export const personalLinkPath = (token: string) => `/me/${token}`;
export const SITE_POSTER_FILENAME = (slug: string) => `sign-in-poster-${slug}.pdf`;

/** Tokens are 43 characters (32 random bytes, base64url): anything much longer is not one. */
const token = (message: string) => z.string({ error: message }).min(1, message).max(100, message);
export const posterParams = z.object({ token: token(POSTER_NOT_VALID) });
export const visitParams = posterParams.extend({ visitToken: token(SIGN_OUT_LINK_NOT_VALID) });
export const personalParams = posterParams.extend({ linkToken: token(PERSONAL_LINK_NOT_VALID) });
export const personalLinkParams = z.object({ linkToken: token(PERSONAL_LINK_NOT_VALID) });

export const sitePageSchema = z
  .object({
    contractName: z.string(),
    companyName: z.string(),
    brandColor: z.string().nullable(),
    travelMethods: z.array(z.object({ key: z.enum(TRAVEL_METHOD_KEYS), label: z.string(), hasCarbon: z.boolean() })),
  })
  .meta({ id: "SitePosterPage" });
export type SitePage = z.output<typeof sitePageSchema>;

// ---- visitors ----------------------------------------------------------------------------------------

const v = visitorSchema.shape;
/** The visitor form's own fields and messages; the day and time are the server's (now, UK). */
export const visitorSelfInput = z.object({
  firstName: v.firstName,
  lastName: v.lastName,
  company: v.company,
  reasonForVisit: v.reasonForVisit,
  travelMethod: v.travelMethod,
  travelDistance: v.travelDistance,
  travelOriginPostcode: v.travelOriginPostcode,
  recaptchaToken: z.string().max(10_000).optional(),
});
export type VisitorSelfInput = z.output<typeof visitorSelfInput>;
export type VisitorSelfBody = z.input<typeof visitorSelfInput>;

export const visitStatusSchema = z
  .object({
    name: z.string(),
    date: isoDay,
    signInTime: z.string().nullable(),
    signOutTime: z.string().nullable(),
    onSite: z.boolean(),
  })
  .meta({ id: "PosterVisit" });
export type VisitStatus = z.output<typeof visitStatusSchema>;

/** The sign-out token is answered here once: the phone keeps it, the server keeps only its SHA-256. */
export const visitorSignedInSchema = z.object({ visit: visitStatusSchema, signOutToken: z.string() }).meta({ id: "PosterVisitorSignedIn" });
export type VisitorSignedIn = z.output<typeof visitorSignedInSchema>;

// ---- workers with a personal link -------------------------------------------------------------------

export const personalLinkSchema = z.object({ path: z.string(), issuedAt: timestamp }).meta({ id: "PersonalSignInLink" });
export type PersonalLink = z.output<typeof personalLinkSchema>;

/** What the /me page says: whose link this phone now keeps. */
export const personalLinkOwnerSchema = z.object({ name: z.string() }).meta({ id: "PersonalSignInLinkOwner" });

export const selfWorkerSchema = z
  .object({
    name: z.string(),
    onSite: z.object({ signInTime: z.string() }).nullable(),
    /** Today's gate checks on this contract, when still to be answered. */
    checks: z
      .object({ questions: z.array(fitQuestionSchema.pick({ question: true })), briefing: z.string().nullable(), briefingVersion: z.number().int() })
      .nullable(),
    lastTravel: travelSchema.nullable(),
  })
  .meta({ id: "PosterWorker" });
export type SelfWorker = z.output<typeof selfWorkerSchema>;

export const selfSignInInput = z.object({ gate: gateAnswersInput.optional(), ...travelFields });
export type SelfSignInInput = z.output<typeof selfSignInInput>;
export type SelfSignInBody = z.input<typeof selfSignInInput>;

/** A refused self sign-in's 409 body: the reasons, and who to speak to (no override on a phone). */
export const selfRefusedSchema = z.object({ message: z.string(), refusals: z.array(refusalSchema) });
