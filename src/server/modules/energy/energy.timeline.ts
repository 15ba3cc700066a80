import { sql } from "drizzle-orm";
import { formatQuantity } from "@shared/common/numbers";
import type { EnergyType } from "@shared/carbon/carbon";
import { ENERGY_TYPE_LABELS } from "@shared/energy/energy-entry";
import { day, kg, own, words, type TimelineBranch } from "../../platform/timeline-branch";

/** "1200.000 kWh" (the branch's consumption and unit) → "1,200.00 kWh". */
const quantity = (v: string | null) => {
  const m = /^(-?[0-9.]+) (.+)$/.exec(v ?? "");
  return m ? formatQuantity(m[1], m[2]) : v;
};

/** Energy readings on the project timeline, with their kg CO2e (platform/timeline-branch.ts). */
export const energyTimeline: TimelineBranch[] = [
  {
    ...own(
      "energy_recorded",
      { table: "scope2_energy e", user: "e.created_by" },
      [sql`e.date`, sql`e.energy_type`, sql`e.consumption::text || ' ' || e.unit`, sql`e.carbon_emitted`],
      (r, slug) => ({
        title: `${ENERGY_TYPE_LABELS[r.b as EnergyType] ?? "Energy"} reading`,
        summary: words(day(r.a), quantity(r.c), kg(r.d)),
        link: `/project/${slug}?tab=carbon`,
      }),
    ),
    carbon: true,
  },
];
