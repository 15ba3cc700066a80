import { formatCarbon, formatCount, formatHours, formatQuantity } from "@shared/common/numbers";
import type { BudgetHead, ProjectRecords } from "@shared/projects/project-summary";

/** "1 delivery", "12 deliveries", "1,204 entries". */
export const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

const joined = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(" · ");
const withCarbon = (text: string, kg: number | undefined) => (kg === undefined || kg === 0 ? text : joined(text, formatCarbon(kg)));
const byUnit = (rows: { unit: string; quantity: number }[]) => rows.map((r) => formatQuantity(r.quantity, r.unit)).join(", ");

/**
 * What a cost head's records show so far, in the words of the diary: hours, litres, tonnes, kWh.
 * Carbon is added only when the server sent it (a reader with Carbon Tracking view).
 */
export function headRecordsText(head: BudgetHead, r: ProjectRecords): string {
  switch (head) {
    case "budgetLabour":
      return r.labour.entries === 0
        ? "No labour logged yet"
        : joined(
            formatHours(r.labour.hours),
            r.labour.operatives > 0 && counted(r.labour.operatives, "operative", "operatives"),
            counted(r.labour.entries, "entry", "entries"),
          );
    case "budgetPlant":
      return r.plant.entries === 0
        ? "No plant logged yet"
        : withCarbon(
            joined(
              r.plant.hours > 0 && formatHours(r.plant.hours),
              r.plant.litres > 0 && formatQuantity(r.plant.litres, "litres"),
              counted(r.plant.entries, "entry", "entries"),
            ),
            r.plant.kgCo2e,
          );
    case "budgetMaterials":
      return r.deliveries.count === 0
        ? "No deliveries logged yet"
        : withCarbon(
            joined(
              counted(r.deliveries.count, "delivery", "deliveries"),
              r.deliveries.tonnes > 0 && formatQuantity(r.deliveries.tonnes, "t"),
              byUnit(r.deliveries.quantities),
            ),
            r.deliveries.kgCo2e,
          );
    case "budgetWaste":
      return r.waste.movements === 0
        ? "No waste logged yet"
        : withCarbon(joined(formatQuantity(r.waste.tonnes, "t"), counted(r.waste.movements, "movement", "movements")), r.waste.kgCo2e);
    case "budgetEnergy":
      return r.energy.readings === 0
        ? "No energy readings yet"
        : withCarbon(joined(byUnit(r.energy.quantities), counted(r.energy.readings, "reading", "readings")), r.energy.kgCo2e);
  }
}

/** The one-line account of a contract's activity: "Labour 312.0 h · plant 1,240.00 litres · 12 deliveries · …". */
export function recordsLine(r: ProjectRecords): string {
  return joined(
    r.labour.entries > 0 && `Labour ${formatHours(r.labour.hours)}`,
    r.plant.entries > 0 && (r.plant.litres > 0 ? `plant ${formatQuantity(r.plant.litres, "litres")}` : `plant ${formatHours(r.plant.hours)}`),
    r.deliveries.count > 0 && counted(r.deliveries.count, "delivery", "deliveries"),
    r.waste.movements > 0 && `waste ${formatQuantity(r.waste.tonnes, "t")}`,
    r.energy.readings > 0 && `energy ${byUnit(r.energy.quantities)}`,
    r.visitors.visits > 0 && counted(r.visitors.visits, "visitor", "visitors"),
  );
}
