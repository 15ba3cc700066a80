import { z } from "zod";
import { optionalText } from "../common/fields";
import { idSchema } from "../common/ids";
import { EXPIRY_STATES } from "../common/expiry";
import { isoDay, personRef, timestamp } from "../common/wire";
import { TACHO_KINDS } from "../rules/tachograph";
import { pastDay } from "./vehicle";

/** A tachograph download (vehicle unit or driver card) as the API carries it. */

export const TACHO_MESSAGES = {
  kind: "Choose what was downloaded: the vehicle unit or a driver card",
  driver: "Choose whose driver card was downloaded: a worker or a user",
  oneDriver: "A driver card is one person's: choose a worker or a user, not both",
  noDriverOnUnit: "A vehicle unit download names no driver",
  workerNotFound: "Worker not found",
  userNotFound: "User not found",
} as const;

const optionalId = (message: string) => z.preprocess((v) => (v === "" ? null : v), idSchema(message).nullish()).transform((v) => v ?? null);

export const tachoDownloadSchema = z
  .object({
    kind: z.enum(TACHO_KINDS, { error: TACHO_MESSAGES.kind }),
    day: pastDay("Download date"),
    workerId: optionalId(TACHO_MESSAGES.workerNotFound),
    userId: optionalId(TACHO_MESSAGES.userNotFound),
    notes: optionalText("Notes", 1000),
  })
  .superRefine((v, ctx) => {
    const who = (v.workerId ? 1 : 0) + (v.userId ? 1 : 0);
    if (v.kind === "driver_card" && who === 0) ctx.addIssue({ code: "custom", path: ["workerId"], message: TACHO_MESSAGES.driver });
    if (v.kind === "driver_card" && who === 2) ctx.addIssue({ code: "custom", path: ["workerId"], message: TACHO_MESSAGES.oneDriver });
    if (v.kind === "vehicle_unit" && who > 0) ctx.addIssue({ code: "custom", path: ["workerId"], message: TACHO_MESSAGES.noDriverOnUnit });
  });
export type TachoDownloadInput = z.output<typeof tachoDownloadSchema>;
export type TachoDownloadForm = z.input<typeof tachoDownloadSchema>;

export const tachoDownloadView = z
  .object({
    id: z.number().int(),
    kind: z.enum(TACHO_KINDS),
    day: isoDay,
    driver: z.object({ kind: z.enum(["worker", "user"]), id: z.number().int(), name: z.string() }).nullable(),
    notes: z.string().nullable(),
    recordedBy: personRef.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "TachoDownload" });
export type TachoDownloadView = z.output<typeof tachoDownloadView>;

/** One thing that must be downloaded: the vehicle's unit, or a driver's card, with its last and next day. */
export const tachoDue = z.object({
  kind: z.enum(TACHO_KINDS),
  driver: z.object({ kind: z.enum(["worker", "user"]), id: z.number().int(), name: z.string() }).nullable(),
  lastDay: isoDay.nullable(),
  dueDay: isoDay.nullable(),
  /** expiring: due within a week; expired: overdue; none: never downloaded (due now). */
  state: z.enum(EXPIRY_STATES),
});
export type TachoDue = z.output<typeof tachoDue>;

export const vehicleTachograph = z.object({ due: z.array(tachoDue), downloads: z.array(tachoDownloadView) }).meta({ id: "VehicleTachograph" });
export type VehicleTachograph = z.output<typeof vehicleTachograph>;

export const tachoParams = z.object({ id: idSchema("Vehicle not found") });
