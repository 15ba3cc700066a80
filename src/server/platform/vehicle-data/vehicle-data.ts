import type { Config } from "../../config";
import { HttpError } from "../errors";

/**
 * Public vehicle data (issue 33): the app talks to `VehicleDataProvider`; the one implementation asks
 * DVLA's Vehicle Enquiry Service (tax and MOT status by plate) and DVSA's MOT History API (each MOT
 * test with its odometer reading), configured by environment and off by default (config.ts). Answers
 * are read defensively: bounded in size, each field checked, anything unexpected left out.
 */

/** DVLA Vehicle Enquiry Service: what a fleet register uses of its answer. */
export type DvlaVehicle = {
  registrationNumber: string;
  taxStatus: string | null;
  taxDueDate: string | null;
  motStatus: string | null;
  motExpiryDate: string | null;
  make: string | null;
  yearOfManufacture: number | null;
  colour: string | null;
  fuelType: string | null;
};

/** One MOT test as DVSA records it; mileage in miles (a test read in km is converted), null when unreadable. */
export type MotTest = { completedDate: string; testResult: string; expiryDate: string | null; odometerMiles: number | null };

export interface VehicleDataProvider {
  /** null when DVLA holds no vehicle with that plate. */
  lookupVehicle(plate: string): Promise<DvlaVehicle | null>;
  /** Newest first; [] when DVSA holds no MOT test for that plate (new vehicles). */
  motHistory(plate: string): Promise<MotTest[]>;
}

/** A service failed, timed out or answered nonsense: 502 with words a user can act on. */
export class VehicleDataError extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}

const TIMEOUT_MS = 8000;
/** No answer of either service about one vehicle comes near this; a larger one is not read. */
const MAX_ANSWER_BYTES = 512 * 1024;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim().slice(0, 200) : null);
const day = (v: unknown) => (typeof v === "string" && ISO_DAY.test(v) ? v.slice(0, 10) : null);
const int = (v: unknown) => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

type Answer = { status: number; body: unknown };

async function ask(service: string, url: string, init: RequestInit): Promise<Answer> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (e) {
    const reason = e instanceof Error && e.name === "TimeoutError" ? "did not answer in time" : "could not be reached";
    throw new VehicleDataError(`${service} ${reason}. Try again later.`);
  }
  const declared = Number(res.headers.get("content-length") ?? "0");
  if (declared > MAX_ANSWER_BYTES) throw new VehicleDataError(`${service} sent an answer too large to read.`);
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new VehicleDataError(`${service} could not be read. Try again later.`);
  }
  if (text.length > MAX_ANSWER_BYTES) throw new VehicleDataError(`${service} sent an answer too large to read.`);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body };
}

function failed(service: string, status: number): never {
  if (status === 401 || status === 403) throw new VehicleDataError(`${service} refused Sitebook's key: ask an administrator to check it.`);
  if (status === 429) throw new VehicleDataError(`${service} is busy (too many look-ups). Try again later.`);
  throw new VehicleDataError(`${service} answered with an error (${status}). Try again later.`);
}

export type VehicleDataConfig = NonNullable<Config["vehicleData"]>;

const DVLA = "The DVLA vehicle enquiry service";
const DVSA = "The DVSA MOT history service";

const MILES_PER_KM = 0.621371;

/** DVLA's and DVSA's real services (or anything answering like them: the tests' local fake). */
export function createGovVehicleData(c: VehicleDataConfig): VehicleDataProvider {
  let token: { value: string; until: number } | null = null;

  async function bearer(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const form = new URLSearchParams({ grant_type: "client_credentials", client_id: c.motClientId, client_secret: c.motClientSecret, scope: c.motScope });
    const { status, body } = await ask(DVSA, c.motTokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: form.toString(),
    });
    if (status !== 200) failed(DVSA, status === 400 ? 401 : status);
    const b = (body ?? {}) as Record<string, unknown>;
    const value = typeof b.access_token === "string" && b.access_token.length <= 8192 ? b.access_token : "";
    if (!value) throw new VehicleDataError(`${DVSA} sent no access token.`);
    // Kept until a minute before it runs out (tokens last an hour).
    const seconds = int(b.expires_in) ?? 3600;
    token = { value, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return value;
  }

  return {
    async lookupVehicle(plate) {
      const { status, body } = await ask(DVLA, c.dvlaUrl, {
        method: "POST",
        headers: { "x-api-key": c.dvlaApiKey, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ registrationNumber: plate }),
      });
      if (status === 404) return null;
      if (status !== 200) failed(DVLA, status);
      if (!body || typeof body !== "object") throw new VehicleDataError(`${DVLA} sent an answer Sitebook cannot read.`);
      const b = body as Record<string, unknown>;
      return {
        registrationNumber: str(b.registrationNumber) ?? plate,
        taxStatus: str(b.taxStatus),
        taxDueDate: day(b.taxDueDate),
        motStatus: str(b.motStatus),
        motExpiryDate: day(b.motExpiryDate),
        make: str(b.make),
        yearOfManufacture: int(b.yearOfManufacture),
        colour: str(b.colour),
        fuelType: str(b.fuelType),
      };
    },

    async motHistory(plate) {
      const url = `${c.motUrl.replace(/\/+$/, "")}/${encodeURIComponent(plate)}`;
      const headers = { authorization: `Bearer ${await bearer()}`, "x-api-key": c.motApiKey, accept: "application/json" };
      let answer = await ask(DVSA, url, { headers });
      if (answer.status === 401) {
        // A token revoked early: one more try with a new one.
        token = null;
        answer = await ask(DVSA, url, { headers: { ...headers, authorization: `Bearer ${await bearer()}` } });
      }
      if (answer.status === 404) return [];
      if (answer.status !== 200) failed(DVSA, answer.status);
      const tests = (answer.body as { motTests?: unknown } | undefined)?.motTests;
      if (tests === undefined) return [];
      if (!Array.isArray(tests)) throw new VehicleDataError(`${DVSA} sent an answer Sitebook cannot read.`);
      const out: MotTest[] = [];
      for (const t of tests.slice(0, 200)) {
        if (!t || typeof t !== "object") continue;
        const r = t as Record<string, unknown>;
        const completed = day(r.completedDate);
        if (!completed) continue;
        const reading = r.odometerResultType === undefined || r.odometerResultType === "READ" ? int(r.odometerValue) : null;
        const km = typeof r.odometerUnit === "string" && r.odometerUnit.toUpperCase() === "KM";
        out.push({
          completedDate: completed,
          testResult: str(r.testResult) ?? "UNKNOWN",
          expiryDate: day(r.expiryDate),
          odometerMiles: reading === null ? null : km ? Math.round(reading * MILES_PER_KM) : reading,
        });
      }
      return out.sort((a, b) => b.completedDate.localeCompare(a.completedDate));
    },
  };
}

/** The provider the configuration asks for, or null: public vehicle data is off. */
export const vehicleDataFrom = (config: Pick<Config, "vehicleData">): VehicleDataProvider | null =>
  config.vehicleData ? createGovVehicleData(config.vehicleData) : null;
