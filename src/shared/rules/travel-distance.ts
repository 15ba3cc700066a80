/**
 * A journey's road distance estimated from where it started and ended, without any online service:
 * the great-circle (haversine) distance between the two places × a road factor. Used for visitors'
 * sign-ins and meant for workers' (site_attendance has the same travel fields). Always an estimate,
 * and the product says so wherever it shows one.
 */
export type Place = { latitude: number; longitude: number };

/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;

/**
 * Roads are longer than the crow flies. The ratio of road distance to great-circle distance is the
 * "route factor" (detour index, circuity); on Great Britain's roads it is commonly taken between 1.2
 * and 1.4, higher for short local trips and lower for long motorway ones. 1.3 sits in the middle, so
 * an estimate is neither systematically short nor long for a typical commute to site.
 */
export const ROAD_DISTANCE_FACTOR = 1.3;

/** Great-circle distance in km (haversine). */
export function greatCircleKm(a: Place, b: Place): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** One-way road distance between two places: great circle × ROAD_DISTANCE_FACTOR, to 0.1 km. */
export function estimateRoadKm(from: Place, to: Place): number {
  return Math.round(greatCircleKm(from, to) * ROAD_DISTANCE_FACTOR * 10) / 10;
}

/** The outward code (district) of a UK postcode: "LS2 8BH" and "ls28bh" → "LS2"; null when it is not a postcode's shape. */
export function outwardCode(postcode: string): string | null {
  const m = /^([A-Z]{1,2}\d[A-Z\d]?)\s*\d[A-Z]{2}$/.exec(postcode.trim().toUpperCase());
  return m ? m[1] : null;
}
