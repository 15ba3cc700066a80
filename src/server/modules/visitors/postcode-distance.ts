import type { Config } from "../../config";
import { HttpError, badRequest } from "../../platform/errors";
import { ROAD_DISTANCE_FACTOR, VISITOR_MESSAGES } from "@shared/visitors/visitor";

/**
 * A visitor's distance from the postcode they came from. It uses the postcode lookup configured for
 * site weather (WEATHER_POSTCODE_URL, a postcodes.io-style service: GET postcodes/{postcode} →
 * result.latitude/longitude), so no second setting is needed; without it distances are typed in.
 */
export type Place = { latitude: number; longitude: number };
export type PostcodeLocator = (postcode: string) => Promise<Place | null>;

const TIMEOUT_MS = 8000;
const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine). */
export function straightLineKm(a: Place, b: Place): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const unavailable = () => new HttpError(502, "The postcode service could not be reached. Enter the distance travelled instead.");

/** The configured lookup, or null. A postcode the service does not know answers null. */
export function createPostcodeLocator(config: Pick<Config, "weatherPostcodeUrl">): PostcodeLocator | null {
  const base = config.weatherPostcodeUrl;
  if (!base) return null;
  const known = new Map<string, Place>();
  return async (postcode) => {
    const key = postcode.replace(/\s+/g, "").toUpperCase();
    const hit = known.get(key);
    if (hit) return hit;
    let res: Response;
    try {
      res = await fetch(new URL(`postcodes/${encodeURIComponent(key)}`, base.endsWith("/") ? base : `${base}/`), {
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { accept: "application/json" },
      });
    } catch {
      throw unavailable();
    }
    if (res.status === 404) return null;
    const body = (await res.json().catch(() => undefined)) as { result?: { latitude?: unknown; longitude?: unknown } } | undefined;
    const { latitude, longitude } = body?.result ?? {};
    if (res.status !== 200 || typeof latitude !== "number" || typeof longitude !== "number") throw unavailable();
    const place = { latitude, longitude };
    known.set(key, place);
    return place;
  };
}

/** One-way road distance estimated from two postcodes (straight line × 1.2), to 0.1 km; 400 with the field to fix when it cannot be. */
export async function estimateDistanceKm(locate: PostcodeLocator | null, origin: string, projectPostcode: string | null): Promise<number> {
  if (!locate) throw badRequest(VISITOR_MESSAGES.noLookup, "travelDistance");
  if (!projectPostcode) throw badRequest(VISITOR_MESSAGES.noProjectPostcode, "travelDistance");
  const from = await locate(origin);
  if (!from) throw badRequest(`The postcode ${origin} could not be found`, "travelOriginPostcode");
  const to = await locate(projectPostcode);
  if (!to) throw badRequest(`Enter the distance travelled: the project's postcode ${projectPostcode} could not be found`, "travelDistance");
  return Math.round(straightLineKm(from, to) * ROAD_DISTANCE_FACTOR * 10) / 10;
}
