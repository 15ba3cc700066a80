import { z } from "zod";
import { dayField } from "../common/fields";
import { isoDay, timestamp } from "../common/wire";
import { workerCardSchema } from "./worker-cards";
import { workerShape } from "./worker-fields";
import { inductionAttemptInput, inductionToTakeSchema, type InductionToTake } from "./inductions";
import { labelled } from "../common/labelled";

/**
 * Registration before arrival (issue 30, decision 0068): a worker fills this in on their own phone
 * from the contract's registration link, with no account. It waits for a site manager, who approves
 * (creating or updating the worker, matched on name and date of birth or a card number, never a
 * duplicate), edits, or rejects it. The fields are the worker register's own, so their rules and
 * messages are the same; the date of birth is required because matching needs it.
 */

const s = workerShape;
export const registrationDetailsSchema = z.object(
  {
    salutation: s.salutation,
    firstName: s.firstName,
    lastName: s.lastName,
    dateOfBirth: dayField("Date of birth", undefined, "Date of birth is required"),
    nationalInsurance: s.nationalInsurance,
    email: s.email,
    mobilePhone: s.mobilePhone,
    addressLine1: s.addressLine1,
    city: s.city,
    postcode: s.postcode,
    employer: s.employer,
    trade: s.trade,
    nextOfKin: s.nextOfKin,
    nextOfKinPhone: s.nextOfKinPhone,
    medicalConditions: s.medicalConditions,
    allergies: s.allergies,
  },
  { error: "Send your details" },
);
export type RegistrationDetails = z.output<typeof registrationDetailsSchema>;
export type RegistrationDetailsFormValues = z.input<typeof registrationDetailsSchema>;

/** A card as sent: the register's card fields that a worker can read off their own card. */
export const registrationCardSchema = workerCardSchema.pick({ schemeIdentifier: true, cardNumber: true, expiryDate: true, cardTypeName: true });
/** A card as kept with the registration: its photos are files in the store, until approval moves them to the worker's card. */
export type RegistrationCard = z.output<typeof registrationCardSchema> & { frontPhotoFileId: number | null; backPhotoFileId: number | null };

export const MAX_REGISTRATION_CARDS = 6;
/**
 * The public form's body (the "registration" part of a multipart POST; the photos are its files,
 * named card0-front, card0-back, card1-front…). The induction attempt is left out when the contract
 * has no induction, or the worker will take it on site.
 */
export const registrationInput = z.object({
  details: registrationDetailsSchema,
  cards: z.array(registrationCardSchema, { error: "Cards must be a list" }).max(MAX_REGISTRATION_CARDS, `At most ${MAX_REGISTRATION_CARDS} cards`),
  induction: inductionAttemptInput.optional(),
  consent: z.literal(true, { error: "Please confirm your details may be kept for this site" }),
  recaptchaToken: z.string().optional(),
});
export type RegistrationInput = z.output<typeof registrationInput>;

/** GET /api/public/register/:token: what the form needs about the contract. */
export const registrationFormInfoSchema = z
  .object({
    contractName: z.string(),
    companyName: z.string(),
    /** The company's colour (#rrggbb), so the form on a worker's phone wears it; null when none is set. */
    brandColor: z.string().nullable(),
    induction: inductionToTakeSchema.nullable(),
  })
  .meta({ id: "RegistrationFormInfo" });
export type RegistrationFormInfo = { contractName: string; companyName: string; brandColor: string | null; induction: InductionToTake | null };

export const REGISTRATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const { values: MATCHED_BY, labels: MATCHED_BY_LABELS } = labelled({
  name_dob: "Matched on name and date of birth",
  card: "Matched on card number",
  new: "New worker",
});

export const registrationViewSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    contractName: z.string(),
    status: z.enum(REGISTRATION_STATUSES),
    details: registrationDetailsSchema.partial(),
    cards: z.array(
      registrationCardSchema.extend({
        expiryDate: isoDay.nullable(),
        cardTypeName: z.string().nullable(),
        frontPhotoFileId: z.number().int().nullable(),
        backPhotoFileId: z.number().int().nullable(),
      }),
    ),
    induction: z
      .object({ title: z.string(), score: z.number().int(), passed: z.boolean(), signedName: z.string().nullable(), signature: z.string().nullable() })
      .nullable(),
    /** The worker this registration would update, found now by name and date of birth or a card number. */
    match: z.object({ workerId: z.number().int(), workerName: z.string(), matchedBy: z.enum(MATCHED_BY) }).nullable(),
    submittedAt: timestamp,
    workerId: z.number().int().nullable(),
    matchedBy: z.enum(MATCHED_BY).nullable(),
    reviewedBy: z.string().nullable(),
    reviewedAt: timestamp.nullable(),
    reviewNote: z.string().nullable(),
  })
  .meta({ id: "WorkerRegistration" });
export type RegistrationView = z.output<typeof registrationViewSchema>;

/** Approve (with the manager's corrections to the details, if any) or reject with a note. */
export const registrationDecisionInput = z.object({
  decision: z.enum(["approve", "reject"], { error: "Choose approve or reject" }),
  details: registrationDetailsSchema.optional(),
  note: z.string().trim().max(1000, "Note must be 1000 characters or less").default(""),
});
export const REJECT_REGISTRATION_NEEDS_NOTE = "Say why the registration is rejected";
export const REGISTRATION_RECEIVED = "Thank you: your registration has been sent to the site team";
