import type { Firm } from "./site-trades";
import type { SiteActivityPlan } from "./demo-site-activity";

/**
 * The demo company's contracts, placed relative to today: when each started, when it stopped (an On
 * Hold contract's last day on site, a Completed one's finish) and its planned finish. A contract has
 * records only between its start and its stop, and the trades its stage of work needs.
 */
export type DemoContract = {
  name: string;
  slug: string;
  code: string;
  address: string;
  postcode: string;
  division: string;
  clientName: string;
  description: string;
  status: "Open" | "On Hold" | "Completed";
  value: number;
  budgets: { labour: number; plant: number; waste: number; energy: number; materials: number };
  /** Calendar days before today that work started (moved back to a weekday). */
  startedDaysAgo: number;
  /** On Hold and Completed: calendar days before today of the last day on site. */
  stoppedDaysAgo?: number;
  /** Open and On Hold: calendar days after today of the planned finish. */
  finishInDays?: number;
  firms: readonly Firm[];
  activity?: SiteActivityPlan;
};

/** Carbon factor ids and List of Waste codes the demo contracts' site activity uses. */
export const CONCRETE = "19_500_5020_15_1";
export const BRICKS = "19_500_5016_15_1";
export const METALS = "19_500_5028_15_1";
export const PLASTERBOARD = "19_500_5040_15_1";
export const INSULATION = "19_500_5024_15_1";
export const SOIL = ["17 05 04", "Soil and stones other than those mentioned in 17 05 03"] as const;
export const MIXED = ["17 09 04", "Mixed construction and demolition wastes other than those mentioned in 17 09 01, 17 09 02 and 17 09 03"] as const;
export const GYPSUM = ["17 08 02", "Gypsum-based construction materials other than those mentioned in 17 08 01"] as const;
