import type { ProjectView } from "@shared/projects/project-view";
import { BUDGET_USED_HEADS, type BudgetChange, type BudgetUsed, type ProjectListItem, type TeamOption } from "@shared/projects/project-list";
import { parsePence, toDecimal } from "@shared/common/money";
import { budgetHead } from "@shared/rules/purchase-order-budget";
import type { HeadSpend } from "./contract-spend";
import type { budgetChangeLogs } from "../../db/schema/index";
import type { ProjectWithManagers } from "./projects.repository";

/** Row → the API's project: managers by id and name only; the deleted flag and audit ids stay inside. */
export function presentProject({ project: p, projectManager, siteManager }: ProjectWithManagers): ProjectView {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    code: p.code,
    address: p.address,
    postcode: p.postcode,
    description: p.description,
    status: p.status,
    division: p.division,
    clientName: p.clientName,
    clientAddress: p.clientAddress,
    // Spelt out rather than built from CONTACT_NUMBERS: computed keys made this the presenter's hot spot
    // on the contracts list (issue 13); presentProject's test checks all five against the form's fields.
    clientContacts: [
      { name: p.clientContact1Name, phone: p.clientContact1Phone, email: p.clientContact1Email },
      { name: p.clientContact2Name, phone: p.clientContact2Phone, email: p.clientContact2Email },
      { name: p.clientContact3Name, phone: p.clientContact3Phone, email: p.clientContact3Email },
      { name: p.clientContact4Name, phone: p.clientContact4Phone, email: p.clientContact4Email },
      { name: p.clientContact5Name, phone: p.clientContact5Phone, email: p.clientContact5Email },
    ],
    contractValue: p.contractValue,
    budget: p.budget,
    budgetLabour: p.budgetLabour,
    budgetPlant: p.budgetPlant,
    budgetWaste: p.budgetWaste,
    budgetEnergy: p.budgetEnergy,
    budgetMaterials: p.budgetMaterials,
    originalContractValue: p.originalContractValue,
    originalBudget: p.originalBudget,
    originalBudgetLabour: p.originalBudgetLabour,
    originalBudgetPlant: p.originalBudgetPlant,
    originalBudgetWaste: p.originalBudgetWaste,
    originalBudgetEnergy: p.originalBudgetEnergy,
    originalBudgetMaterials: p.originalBudgetMaterials,
    projectManager,
    siteManager,
    startDate: p.startDate,
    finishDate: p.finishDate,
    retentionPercent: p.retentionPercent,
    practicalCompletionDate: p.practicalCompletionDate,
    defectsPeriodMonths: p.defectsPeriodMonths,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * Spend against the budget from purchase orders (decision 0039): per head, what approved, ordered
 * and delivered orders have committed and what has been delivered, net of VAT; the total committed
 * is summed exactly in pence. `costsRecorded` once any order counts.
 */
export function budgetUsed(project: Parameters<typeof budgetHead>[0], recordsLogged: boolean, spend: Map<string, HeadSpend> | undefined): BudgetUsed {
  const zero = { committed: "0.00", delivered: "0.00" };
  let total = 0n;
  for (const s of spend?.values() ?? []) total += parsePence(s.committed) ?? 0n;
  return {
    spentToDate: toDecimal(total),
    heads: BUDGET_USED_HEADS.map((head) => ({ head, budget: budgetHead(project, head), ...(spend?.get(head) ?? zero) })),
    costsRecorded: Boolean(spend?.size),
    recordsLogged,
  };
}

/** A contract's card: the few fields it shows (projectCardSchema), not the whole contract. */
export function presentProjectListItem(
  { project: p, projectManager, siteManager }: ProjectWithManagers,
  recordsLogged = false,
  spend?: Map<string, HeadSpend>,
): ProjectListItem {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    code: p.code,
    address: p.address,
    postcode: p.postcode,
    status: p.status,
    clientName: p.clientName,
    contractValue: p.contractValue,
    budget: p.budget,
    projectManager,
    siteManager,
    startDate: p.startDate,
    finishDate: p.finishDate,
    budgetUsed: budgetUsed(p, recordsLogged, spend),
  };
}

export function presentBudgetChange(row: typeof budgetChangeLogs.$inferSelect): BudgetChange {
  return {
    id: row.id,
    fieldName: row.fieldName,
    oldValue: row.oldValue,
    newValue: row.newValue,
    reason: row.reason,
    changedAt: row.changedAt.toISOString(),
    createdBy: row.createdBy,
    userId: row.userId,
  };
}

export const presentTeamOption = (row: TeamOption): TeamOption => ({ id: row.id, name: row.name, role: row.role });
