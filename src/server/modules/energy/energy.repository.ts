import { scope2Energy } from "../../db/schema/index";
import { siteRecordStore, type Found } from "../../platform/site-record-store";

/** Energy readings (scope2_energy): the site record store, newest day first (scope2_energy_project_date_idx). */
export const energyStore = siteRecordStore(scope2Energy, { kind: "energy" }, { kg: "carbonEmitted", factor: "emissionFactor" });

export type EnergyRow = typeof scope2Energy.$inferSelect;
export type EnergyRowWithCreator = Found<EnergyRow>;
