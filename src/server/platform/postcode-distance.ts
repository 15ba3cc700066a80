import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Config } from "../config";
import { badRequest } from "./errors";
import { csvObjects } from "@shared/common/csv";
import { estimateRoadKm, outwardCode, type Place } from "@shared/rules/travel-distance";

/**
 * A journey's distance from the postcode it started at to a project's postcode, for travel carbon
 * (visitors now, workers' sign-ins later). It works offline on every install: each postcode's
 * district (outward code) centre comes from the shipped uk-outcode-centroids.csv (CC0; see
 * db/reference/README.md). When a postcodes.io-style service is configured for site weather
 * (WEATHER_POSTCODE_URL: GET postcodes/{postcode} → result.latitude/longitude) it refines the
 * estimate to the full postcode; if that service is down or does not know the postcode, the
 * district centre is used instead, so a sign-in is never refused for want of a network.
 */
export type PostcodeLocator = (postcode: string) => Promise<Place | null>;

const TIMEOUT_MS = 8000;

let districts: Map<string, Place> | undefined;
/** The 2,856 district centres, read once on first use (about 80 kB). */
function districtCentres(): Map<string, Place> {
  districts ??= new Map(
    csvObjects(readFileSync(fileURLToPath(new URL("../db/reference/uk-outcode-centroids.csv", import.meta.url)), "utf8")).map((r) => [
      r.postcode.toUpperCase(),
      { latitude: Number(r.latitude), longitude: Number(r.longitude) },
    ]),
  );
  return districts;
}

/** The centre of the postcode's district from the shipped table, or null for a district it does not hold. */
export function districtCentre(postcode: string): Place | null {
  const code = outwardCode(postcode);
  return (code && districtCentres().get(code)) || null;
}

/** The configured service's location for a full postcode; null when it is not configured, does not know it or cannot be reached. */
function createServiceLookup(base: string | undefined): PostcodeLocator {
  if (!base) return async () => null;
  const known = new Map<string, Place>();
  return async (postcode) => {
    const key = postcode.replace(/\s+/g, "").toUpperCase();
    const hit = known.get(key);
    if (hit) return hit;
    try {
      const res = await fetch(new URL(`postcodes/${encodeURIComponent(key)}`, base.endsWith("/") ? base : `${base}/`), {
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { accept: "application/json" },
      });
      if (res.status !== 200) return null;
      const body = (await res.json().catch(() => undefined)) as { result?: { latitude?: unknown; longitude?: unknown } } | undefined;
      const { latitude, longitude } = body?.result ?? {};
      if (typeof latitude !== "number" || typeof longitude !== "number") return null;
      const place = { latitude, longitude };
      known.set(key, place);
      return place;
    } catch {
      return null;
    }
  };
}

/** Where a postcode is: the configured service's answer when it has one, else its district's centre, else null. */
export function createPostcodeLocator(config: Pick<Config, "weatherPostcodeUrl">): PostcodeLocator {
  const service = createServiceLookup(config.weatherPostcodeUrl);
  return async (postcode) => (await service(postcode)) ?? districtCentre(postcode);
}

export const NO_PROJECT_POSTCODE = "Enter the distance travelled: the project has no postcode to measure from";

/** One-way road distance estimated from two postcodes, to 0.1 km; 400 naming the postcode (and the field to fix) when it cannot be. */
export async function estimateDistanceKm(locate: PostcodeLocator, origin: string, projectPostcode: string | null): Promise<number> {
  if (!projectPostcode) throw badRequest(NO_PROJECT_POSTCODE, "travelDistance");
  const from = await locate(origin);
  if (!from) throw badRequest(`The postcode ${origin} could not be found: enter the distance travelled instead`, "travelOriginPostcode");
  const to = await locate(projectPostcode);
  if (!to) throw badRequest(`Enter the distance travelled: the project's postcode ${projectPostcode} could not be found`, "travelDistance");
  return estimateRoadKm(from, to);
}
