import type { CostHead } from "@shared/rules/cvr";

/**
 * Which records a figure opens (decision 0081: "every figure drills down to the records behind it").
 * A head's orders are behind its committed and invoiced figures; what else makes its actual depends
 * on the head: labour signed in (by employer and day, or by worker for a reader who may see names),
 * plant, waste and energy entries, or nothing but orders (materials, other).
 */
export type DrillTab = "orders" | "labour" | "workers" | "entries";
export type Drill = { head: CostHead; tab: DrillTab } | { costCode: string };

/** The figures of a head's row that open records. */
export type DrillFigure = "committed" | "invoiced" | "accrued" | "actual" | "head";

const ENTRY_LABELS: Partial<Record<CostHead, string>> = { plant: "Plant entries", waste: "Waste entries", energy: "Energy entries" };

/** A head's tabs in its drill-down, the records behind its actual first. */
export function drillTabs(head: CostHead, namesVisible: boolean): { value: DrillTab; label: string }[] {
  if (head === "labour")
    return [
      { value: "labour", label: "By day" },
      ...(namesVisible ? [{ value: "workers" as const, label: "By worker" }] : []),
      { value: "orders", label: "Orders" },
    ];
  const entries = ENTRY_LABELS[head];
  return entries
    ? [
        { value: "entries", label: entries },
        { value: "orders", label: "Orders" },
      ]
    : [{ value: "orders", label: "Orders" }];
}

/** The tab a figure opens on: committed and invoiced are orders; accrued and actual the head's own records first. */
export function drillFor(head: CostHead, figure: DrillFigure): Drill {
  if (figure === "committed" || figure === "invoiced") return { head, tab: "orders" };
  if (head === "labour") return { head, tab: "labour" };
  if (ENTRY_LABELS[head]) return { head, tab: figure === "accrued" && head !== "plant" ? "orders" : "entries" };
  return { head, tab: "orders" };
}

/** A tab the reader may not open (by worker, without Workforce edit) falls back to the head's first. */
export function allowedTab(drill: Drill, namesVisible: boolean): Drill {
  if (!("head" in drill)) return drill;
  const tabs = drillTabs(drill.head, namesVisible);
  return tabs.some((t) => t.value === drill.tab) ? drill : { head: drill.head, tab: tabs[0].value };
}

/** Records that are not orders group under their head's name in the cost codes: such a row opens its head's own records. */
const RECORD_HEADS: readonly CostHead[] = ["labour", "plant", "waste", "energy"];

/** A cost code's row: its orders' lines, or for "Labour", "Plant", "Waste" and "Energy" that head's records (orders a tab away). */
export function drillForCode(costCode: string, headLabel: (head: CostHead) => string): Drill {
  const head = RECORD_HEADS.find((h) => headLabel(h) === costCode);
  return head ? drillFor(head, "actual") : { costCode };
}
