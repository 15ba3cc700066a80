import { formatMoneyText } from "@shared/common/money";
import type { PoLineRow, PoRow } from "./purchase-orders.repository";

/**
 * What an edit changed, in the words of the order's history (decision 0052): the supplier and the
 * total from old to new, the lines, and the name of every other field a person typed. Derived
 * figures (VAT, carbon, threshold) follow from these and are not listed on their own.
 */
const FIELDS: [keyof PoRow, string][] = [
  ["supplierEmail", "supplier email"],
  ["supplierContact", "supplier contact"],
  ["supplierPhone", "supplier phone"],
  ["supplierAddress", "supplier address"],
  ["projectId", "contract"],
  ["poCategory", "category"],
  ["vatRate", "VAT rate"],
  ["orderedBy", "ordered by"],
  ["requiredDate", "required date"],
  ["deliveryAddress", "delivery address"],
  ["deliveryInstructions", "delivery instructions"],
  ["siteContactName", "site contact"],
  ["siteContactPhone", "site contact phone"],
  ["transportCategory", "transport"],
  ["transportDistance", "transport distance"],
  ["transportWeight", "transport load"],
  ["budgetOverrunReason", "reason for going over budget"],
  ["templateId", "template"],
  ["notes", "notes"],
  ["terms", "terms"],
];
/** Old → new is written out for these: where the order goes and what it costs are what an approver checks. */
const SHOWN = new Set<keyof PoRow>(["supplierEmail"]);

const LINE_FIELDS = [
  "materialId",
  "description",
  "unit",
  "quantityOrdered",
  "unitPrice",
  "lineTotal",
  "notes",
  "costCode",
] as const satisfies readonly (keyof PoLineRow)[];
const sameLines = (a: PoLineRow[], b: PoLineRow[]) => a.length === b.length && a.every((l, i) => LINE_FIELDS.every((f) => l[f] === b[i][f]));
const shown = (v: unknown) => (v === null || v === "" ? "none" : String(v));

export type OrderChanges = { fields: string[]; text: string };

/** Null when the save changed nothing. */
export function orderChanges(before: PoRow, after: PoRow, linesBefore: PoLineRow[], linesAfter: PoLineRow[]): OrderChanges | null {
  const parts: string[] = [];
  const fields: string[] = [];
  if (before.supplier !== after.supplier || before.supplierId !== after.supplierId) {
    fields.push("supplier");
    parts.push(`supplier ${before.supplier} → ${after.supplier}`);
  }
  if (before.totalAmount !== after.totalAmount) {
    fields.push("total");
    parts.push(`total ${formatMoneyText(before.totalAmount)} → ${formatMoneyText(after.totalAmount)}`);
  }
  if (!sameLines(linesBefore, linesAfter)) {
    fields.push("lines");
    parts.push(linesBefore.length === linesAfter.length ? "lines" : `lines (${linesBefore.length} → ${linesAfter.length})`);
  }
  for (const [key, label] of FIELDS) {
    if (before[key] === after[key]) continue;
    fields.push(label);
    parts.push(SHOWN.has(key) ? `${label} ${shown(before[key])} → ${shown(after[key])}` : label);
  }
  return fields.length ? { fields, text: `Changed ${parts.join("; ")}` } : null;
}
