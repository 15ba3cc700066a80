import { ENGINE_STAGES, engineStageLabel, type EngineStage } from "../assets/asset-lists";
import { labelled } from "../common/labelled";

/**
 * London's Non-Road Mobile Machinery Low Emission Zone (issue 32, "NRMM register"): the engine stage a
 * machine with a combustion engine of 37–560 kW must meet on a construction site in Greater London.
 *
 * Sources (checked 2025): the Mayor of London's NRMM page, london.gov.uk/what-we-do/environment/
 * pollution-and-air-quality/nrmm ("From 1 January 2025, standards will be stage IV across London.
 * From 1 January 2030, standards will be stage V across London. From 1 January 2040, only zero
 * emission machinery will be allowed"; the register takes machines of 37–560 kW), and the CPA's
 * summary, cpa.uk.net/health-safety-environment/london-nrmm-lez (until the end of 2024: Stage IIIB in
 * Greater London and Stage IV in the Central Activity Zone and Opportunity Areas; from 2025 one zone).
 * Earlier (September 2015 to August 2020) Greater London asked Stage IIIA.
 *
 * Before 2025 a site's zone mattered, and Sitebook does not know whether a contract lies in the
 * Central Activity Zone: a day before 2025 is judged by the Greater London standard (the looser one),
 * so a flag is never raised wrongly; from 2025 there is one standard for all of London.
 */

export const NRMM_MIN_KW = 37;
export const NRMM_MAX_KW = 560;

export type NrmmRequirement = EngineStage | "zero_emission";

/** The standard from each day, newest first. */
const STEPS: readonly { from: string; required: NrmmRequirement }[] = [
  { from: "2040-01-01", required: "zero_emission" },
  { from: "2030-01-01", required: "stage_v" },
  { from: "2025-01-01", required: "stage_iv" },
  { from: "2020-09-01", required: "stage_iiib" },
  { from: "2015-09-01", required: "stage_iiia" },
];

/** The stage London asks on `day`, or null before the zone began. */
export const nrmmRequirement = (day: string): NrmmRequirement | null => STEPS.find((s) => day >= s.from)?.required ?? null;

export const nrmmRequirementLabel = (r: NrmmRequirement | null) => (r === null ? "None" : r === "zero_emission" ? "Zero emission" : engineStageLabel(r));

export const {
  values: NRMM_STANDINGS,
  labels: NRMM_STANDING_LABELS,
  label: nrmmStandingLabel,
} = labelled({
  meets: "Meets the standard",
  below: "Below the standard",
  unknown: "Engine stage or power not recorded",
  out_of_scope: "Not in scope (no engine, or outside 37–560 kW)",
});
export type NrmmStanding = (typeof NRMM_STANDINGS)[number];

/** Fuels with no combustion engine: nothing for the zone to judge. */
const NO_ENGINE = new Set(["electric", "manual", "none"]);

export type NrmmMachine = { engineStage: string | null; enginePowerKw: string | number | null; fuelType: string | null };

/** Whether a machine meets London's standard on `day` (its last day on site). */
export function nrmmStanding(m: NrmmMachine, day: string): { standing: NrmmStanding; required: NrmmRequirement | null } {
  const required = nrmmRequirement(day);
  if (m.fuelType && NO_ENGINE.has(m.fuelType)) return { standing: "out_of_scope", required };
  if (m.enginePowerKw === null || m.enginePowerKw === "") return { standing: "unknown", required };
  const kw = Number(m.enginePowerKw);
  if (kw < NRMM_MIN_KW || kw > NRMM_MAX_KW || required === null) return { standing: "out_of_scope", required };
  const stage = ENGINE_STAGES.indexOf(m.engineStage as EngineStage);
  if (stage < 0) return { standing: "unknown", required };
  if (required === "zero_emission") return { standing: "below", required };
  return { standing: stage >= ENGINE_STAGES.indexOf(required) ? "meets" : "below", required };
}
