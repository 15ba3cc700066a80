import type { UseFormReturn } from "react-hook-form";
import { MONEY_FIELDS } from "@shared/projects/budget-fields";
import {
  CONTACT_NUMBERS,
  DEFAULT_DEFECTS_PERIOD_MONTHS,
  DEFAULT_RETENTION_PERCENT,
  PROJECT_FIELDS,
  type ProjectForm,
  type ProjectInput,
} from "@shared/projects/project-form";
import type { ProjectView } from "@shared/projects/project-view";

export type ProjectFormApi = UseFormReturn<ProjectForm, unknown, ProjectInput>;

/** A new contract: every input empty, status Open, the usual retention and defects period (decision 0081). */
export function emptyProjectForm(): ProjectForm {
  const values: Record<string, unknown> = Object.fromEntries(PROJECT_FIELDS.map((f) => [f, ""]));
  return {
    ...values,
    status: "Open",
    retentionPercent: DEFAULT_RETENTION_PERCENT,
    defectsPeriodMonths: String(DEFAULT_DEFECTS_PERIOD_MONTHS),
    reasons: {},
  } as ProjectForm;
}

/** A stored project → what the inputs hold: null as "", managers as their id in text. */
export function toProjectFormValues(p: ProjectView): ProjectForm {
  const values: Record<string, unknown> = emptyProjectForm();
  for (const f of PROJECT_FIELDS) {
    const v = (p as unknown as Record<string, unknown>)[f];
    if (typeof v === "string") values[f] = v;
  }
  CONTACT_NUMBERS.forEach((n, i) => {
    const c = p.clientContacts[i];
    values[`clientContact${n}Name`] = c?.name ?? "";
    values[`clientContact${n}Phone`] = c?.phone ?? "";
    values[`clientContact${n}Email`] = c?.email ?? "";
  });
  values.projectManagerId = p.projectManager ? String(p.projectManager.id) : "";
  values.siteManagerId = p.siteManager ? String(p.siteManager.id) : "";
  values.status = p.status;
  values.defectsPeriodMonths = String(p.defectsPeriodMonths);
  for (const f of MONEY_FIELDS) values[f] = formatMoneyInput(String(values[f] ?? ""));
  return values as ProjectForm;
}

/** How many contact rows to show: at least one, and every one that holds something. */
export function filledContactCount(values: ProjectForm): number {
  const v = values as Record<string, unknown>;
  let count = 1;
  for (const n of CONTACT_NUMBERS) {
    if (["Name", "Phone", "Email"].some((k) => String(v[`clientContact${n}${k}`] ?? "").trim() !== "")) count = n;
  }
  return count;
}

/** The message of a field, nested paths included ("reasons.budgetLabour"). */
export function errorAt(form: ProjectFormApi, path: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const key of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
}

/** "1250000.5" → "1,250,000.50" for reading in an input; anything not a plain amount is left as typed. */
export function formatMoneyInput(raw: string): string {
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(raw.replace(/[£,\s]/g, ""));
  if (!m) return raw;
  const whole = (m[1].replace(/^0+(?=\d)/, "") || "0").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${whole}.${(m[2] ?? "").padEnd(2, "0")}`;
}
