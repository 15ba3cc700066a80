import { TRAVEL_METHODS, type TravelMethod } from "@shared/carbon/carbon";
import { formatQuantity } from "@shared/common/numbers";
import { commute, travel, type CarbonFigure } from "@shared/rules/carbon";
import { VISITOR_MESSAGES } from "@shared/visitors/visitor";
import type { Db, Tx } from "../../db/client";
import { badRequest } from "../../platform/errors";
import { estimateDistanceKm, type PostcodeLocator } from "../../platform/postcode-distance";
import { desnzFactor } from "./carbon-factors.service";

/**
 * A journey to site, by the one set of rules visitors (issue 4) and workers signing in at the gate
 * (issue 31) share: the one-way distance typed or estimated from the origin postcode, and the carbon
 * of the return journey at the travel method's DESNZ factor. Only the GHG category differs: a
 * visitor's trip is business travel (cat. 6), a worker's is commuting (cat. 7).
 */

export type TravelInput = { travelMethod: TravelMethod | null; travelDistance: number | null; travelOriginPostcode: string | null };
export type StoredTravel = { travelDistance: string | null; travelDistanceEstimated: boolean; travelOriginPostcode: string | null };
export type Journey = { km: number | null; estimated: boolean };

/**
 * The one-way distance to store: as typed, else estimated from the postcodes, else none (only when no
 * carbon depends on it). An edit that sends back the stored estimate from the same postcode keeps it an estimate.
 */
export async function travelDistance(locate: PostcodeLocator, input: TravelInput, sitePostcode: string | null, stored?: StoredTravel): Promise<Journey> {
  if (input.travelDistance !== null) {
    const sameEstimate =
      stored?.travelDistanceEstimated === true &&
      stored.travelDistance !== null &&
      Number(stored.travelDistance) === input.travelDistance &&
      stored.travelOriginPostcode === input.travelOriginPostcode;
    return { km: input.travelDistance, estimated: sameEstimate };
  }
  if (input.travelOriginPostcode) return { km: await estimateDistanceKm(locate, input.travelOriginPostcode, sitePostcode), estimated: true };
  if (input.travelMethod && TRAVEL_METHODS[input.travelMethod].factorId) {
    throw badRequest(VISITOR_MESSAGES.travelDistanceNeeded, "travelDistance");
  }
  return { km: null, estimated: false };
}

export type Traveller = { name: string; company: string | null; purpose: "visit" | "commute" };

/** The return journey (twice the one-way distance) at the travel method's DESNZ factor; walking and cycling carry none. */
export async function travelFigures(db: Db | Tx, input: TravelInput, { km, estimated }: Journey, who: Traveller): Promise<CarbonFigure[]> {
  const method = input.travelMethod ? TRAVEL_METHODS[input.travelMethod] : null;
  if (!method?.factorId || km === null) return [];
  const factor = await desnzFactor(db, method.factorId);
  // The stored figure keeps saying the distance was estimated, so a report or audit reads it as one.
  const distance = `2 × ${formatQuantity(km, "km")}${estimated ? ` (estimated from postcodes ${input.travelOriginPostcode} to the site)` : ""}`;
  const description = `${who.name}${who.company ? ` (${who.company})` : ""}: return journey by ${method.label.toLowerCase()}, ${distance}`;
  return [(who.purpose === "commute" ? commute : travel)(2 * km, factor, description)];
}

/** The travel columns both attendance tables share. */
export const travelColumns = (input: TravelInput, { km, estimated }: Journey) => ({
  travelMethod: input.travelMethod,
  travelDistance: km === null ? null : km.toFixed(2),
  travelDistanceEstimated: km !== null && estimated,
  travelOriginPostcode: input.travelOriginPostcode,
});
