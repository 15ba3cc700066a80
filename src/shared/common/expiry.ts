import { daysAfter } from "./uk-dates";

/**
 * One rule for anything that runs out on a day (decision 0058): HSE certificates, supplier
 * insurance, quotes, and next CSCS cards, asset documents and a vehicle's MOT, tax and insurance.
 * A document is good through its expiry day and expired from the day after; it "expires soon" from
 * `withinDays` days before (today and the day `withinDays` on both count); with no date it is "none",
 * which each area words its own way (a certificate with no expiry is valid, insurance not recorded
 * is unknown). Days are ISO days compared as text, today the site's day (ukToday()).
 */
export const EXPIRY_STATES = ["valid", "expiring", "expired", "none"] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];

/** How many days ahead a document is flagged before it runs out, unless an area says otherwise. */
export const EXPIRES_SOON_DAYS = 30;

/** The last expiry day still flagged "expires soon" on `today` (for a query's filter: today ≤ expiry ≤ this). */
export const expiresSoonUntil = (today: string, withinDays = EXPIRES_SOON_DAYS) => daysAfter(today, withinDays);

export function expiryState(expiry: string | null | undefined, today: string, withinDays = EXPIRES_SOON_DAYS): ExpiryState {
  if (!expiry) return "none";
  if (expiry < today) return "expired";
  return expiry <= expiresSoonUntil(today, withinDays) ? "expiring" : "valid";
}
