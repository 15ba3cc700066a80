import { z } from "zod";
import { EXPIRY_STATES } from "../common/expiry";
import { optionalDay, optionalText, requiredText } from "../common/fields";
import { idSchema } from "../common/ids";
import { isoDay, personRef, timestamp } from "../common/wire";

/**
 * A worker's cards (data-model.md §3 worker_cards): the scheme, the number, the card's details and
 * its last check: who checked it, when, how and what they found (issue 30: a check is recorded, not
 * just ticked). Its expiry state is the kit's one rule (common/expiry.ts).
 */

export const CARD_SCHEMES = [
  { value: "CSCS", label: "CSCS (Construction Skills Certification Scheme)" },
  { value: "CPCS", label: "CPCS (Construction Plant Competence Scheme)" },
  { value: "NPORS", label: "NPORS (National Plant Operators Registration Scheme)" },
  { value: "ECS", label: "ECS (Electrotechnical Certification Scheme)" },
  { value: "JIB", label: "JIB (Joint Industry Board, plumbing and mechanical)" },
  { value: "CISRS", label: "CISRS (Construction Industry Scaffolders Record Scheme)" },
  { value: "SMSTS", label: "SMSTS (Site Management Safety Training Scheme)" },
  { value: "SSSTS", label: "SSSTS (Site Supervisor Safety Training Scheme)" },
  { value: "other", label: "Other" },
] as const;
export type CardScheme = (typeof CARD_SCHEMES)[number]["value"];
export const CARD_SCHEME_KEYS = CARD_SCHEMES.map((s) => s.value) as [CardScheme, ...CardScheme[]];
export const cardSchemeLabel = (key: string) => CARD_SCHEMES.find((s) => s.value === key)?.label ?? key;
export const CARD_SCHEME_MESSAGE = "Choose a card scheme";

export const CHECK_METHODS = [
  { value: "in_person", label: "Seen in person" },
  { value: "scheme_app", label: "The scheme's checking app" },
  { value: "phone", label: "Phone call to the scheme" },
] as const;
export type CheckMethod = (typeof CHECK_METHODS)[number]["value"];
const CHECK_METHOD_KEYS = CHECK_METHODS.map((m) => m.value) as [CheckMethod, ...CheckMethod[]];
export const CHECK_RESULTS = ["valid", "invalid"] as const;

export const cardParams = z.object({ id: idSchema("Worker not found"), cardId: idSchema("Card not found") });

/** POST /api/workers/:id/cards and PUT …/cards/:cardId (the whole card). */
export const workerCardSchema = z.object({
  schemeIdentifier: z.enum(CARD_SCHEME_KEYS, { error: CARD_SCHEME_MESSAGE }),
  cardNumber: requiredText("Card number", 50),
  expiryDate: optionalDay("Expiry date"),
  customerName: optionalText("Name on the card", 200),
  cardTypeName: optionalText("Card type", 100),
  cardSerial: optionalText("Card serial", 50),
  registrationNumber: optionalText("Registration number", 50),
  qualificationType: optionalText("Qualification type", 100),
  qualificationDetails: optionalText("Qualification details", 2000),
});
export type WorkerCardFormValues = z.input<typeof workerCardSchema>;
export type WorkerCardInput = z.output<typeof workerCardSchema>;

/** POST …/cards/:cardId/check: who checked is the caller, when is today unless given. */
export const cardCheckSchema = z.object({
  method: z.enum(CHECK_METHOD_KEYS, { error: "Choose how the card was checked" }),
  result: z.enum(CHECK_RESULTS, { error: "Choose what the check found" }),
  checkedOn: optionalDay("Checked on"),
});
export type CardCheckInput = z.output<typeof cardCheckSchema>;

export const workerCardViewSchema = z
  .object({
    id: z.number().int(),
    schemeIdentifier: z.string(),
    schemeLabel: z.string(),
    cardNumber: z.string(),
    expiryDate: isoDay.nullable(),
    /** The one expiry rule; a card with no expiry date is "none". */
    expiryState: z.enum(EXPIRY_STATES),
    /** Renewed by a later card of the same scheme and type: kept on record, no longer the worker's status. */
    renewed: z.boolean(),
    validated: z.boolean(),
    validationDate: isoDay.nullable(),
    validationMethod: z.string().nullable(),
    validationResult: z.enum(CHECK_RESULTS).nullable(),
    checkedBy: personRef.nullable(),
    customerName: z.string().nullable(),
    cardTypeName: z.string().nullable(),
    cardSerial: z.string().nullable(),
    registrationNumber: z.string().nullable(),
    qualificationType: z.string().nullable(),
    qualificationDetails: z.string().nullable(),
    /** The photos of the card's sides: their content's address, null without one. */
    frontPhotoUrl: z.string().nullable(),
    backPhotoUrl: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "WorkerCard" });
export type WorkerCardView = z.output<typeof workerCardViewSchema>;
