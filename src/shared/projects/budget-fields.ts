/**
 * The money fields of a project: contract value, total budget and the five cost budgets. Each keeps
 * its first value as the original; every later change needs a reason and is written to
 * budget_change_logs under the field name data-model.md §5 lists.
 */
export const MONEY_FIELDS = ["contractValue", "budget", "budgetLabour", "budgetPlant", "budgetMaterials", "budgetWaste", "budgetEnergy"] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

export const BUDGET_LOG_FIELD_NAMES = ["contract_value", "budget", "labour", "plant", "materials", "waste", "energy"] as const;
export type BudgetLogFieldName = (typeof BUDGET_LOG_FIELD_NAMES)[number];

type Info = { label: string; noun: string; logName: BudgetLogFieldName; original: `original${Capitalize<MoneyField>}` };

export const MONEY_FIELD_INFO: Record<MoneyField, Info> = {
  contractValue: { label: "Contract value", noun: "the contract value", logName: "contract_value", original: "originalContractValue" },
  budget: { label: "Total budget", noun: "the total budget", logName: "budget", original: "originalBudget" },
  budgetLabour: { label: "Labour budget", noun: "the labour budget", logName: "labour", original: "originalBudgetLabour" },
  budgetPlant: { label: "Plant budget", noun: "the plant budget", logName: "plant", original: "originalBudgetPlant" },
  budgetMaterials: { label: "Materials budget", noun: "the materials budget", logName: "materials", original: "originalBudgetMaterials" },
  budgetWaste: { label: "Waste budget", noun: "the waste budget", logName: "waste", original: "originalBudgetWaste" },
  budgetEnergy: { label: "Energy budget", noun: "the energy budget", logName: "energy", original: "originalBudgetEnergy" },
};

export const moneyFieldByLogName = (name: string): MoneyField | undefined => MONEY_FIELDS.find((f) => MONEY_FIELD_INFO[f].logName === name);

export const REASON_MAX = 500;
export const reasonRequiredMessage = (field: MoneyField) => `A reason is required to change ${MONEY_FIELD_INFO[field].noun}`;
export const cannotClearMessage = (field: MoneyField) => `${MONEY_FIELD_INFO[field].label} cannot be removed once set: enter 0 and give a reason instead`;

/** Same amount: "1250.5", "£1,250.50" and 1250.5 are one value. Exact: compares digits, not floats. */
export function sameMoney(a: string | number | null | undefined, b: string | number | null | undefined): boolean {
  const norm = (v: string | number | null | undefined) => {
    const text = v === null || v === undefined ? "" : String(v).replace(/[£,\s]/g, "");
    if (text === "") return null;
    const [whole = "", fraction = ""] = text.split(".");
    return `${whole.replace(/^0+(?=\d)/, "") || "0"}.${fraction.replace(/0+$/, "")}`;
  };
  return norm(a) === norm(b);
}

export type MoneyChange = { field: MoneyField; from: string | null; to: string | null; kind: "first" | "change" };

/** What a save changes among the money fields: `first` when a field gets its first value (null → value). */
export function moneyChanges(current: Partial<Record<MoneyField, string | null>>, next: Partial<Record<MoneyField, string | null | undefined>>): MoneyChange[] {
  const changes: MoneyChange[] = [];
  for (const field of MONEY_FIELDS) {
    const to = next[field];
    const from = current[field] ?? null;
    if (to === undefined || sameMoney(from, to)) continue;
    changes.push({ field, from, to, kind: from === null ? "first" : "change" });
  }
  return changes;
}

export type FieldError = { field: string; message: string };

/**
 * The rule for changing money fields, run by the edit form and again by the server: a value once set
 * may change only with a reason (1–500 characters), and cannot be emptied.
 */
export function budgetChangeErrors(
  current: Partial<Record<MoneyField, string | null>>,
  next: Partial<Record<MoneyField, string | null | undefined>>,
  reasons: Partial<Record<MoneyField, string | null | undefined>> | null | undefined,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const change of moneyChanges(current, next)) {
    if (change.kind === "first") continue;
    if (change.to === null) errors.push({ field: change.field, message: cannotClearMessage(change.field) });
    else if (!reasons?.[change.field]?.trim()) errors.push({ field: `reasons.${change.field}`, message: reasonRequiredMessage(change.field) });
  }
  return errors;
}
