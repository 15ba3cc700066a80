/**
 * A project (contract) as the API answers it: GET /api/projects/by-slug/{slug}, GET /api/projects/{id}
 * and the items of GET /api/projects. Money is a decimal string ("125000.00") or null: never a float.
 */
export const PROJECT_STATUSES = ["Open", "On Hold", "Completed", "Closed"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export type ClientContact = { name: string | null; phone: string | null; email: string | null };

export type ProjectView = {
  id: number;
  name: string;
  slug: string;
  code: string | null;
  address: string;
  postcode: string | null;
  description: string | null;
  status: string;
  division: string | null;
  clientName: string | null;
  clientAddress: string | null;
  /** Always five, in order; empty contacts are all nulls. */
  clientContacts: ClientContact[];
  contractValue: string | null;
  budget: string | null;
  budgetLabour: string | null;
  budgetPlant: string | null;
  budgetWaste: string | null;
  budgetEnergy: string | null;
  budgetMaterials: string | null;
  originalContractValue: string | null;
  originalBudget: string | null;
  originalBudgetLabour: string | null;
  originalBudgetPlant: string | null;
  originalBudgetWaste: string | null;
  originalBudgetEnergy: string | null;
  originalBudgetMaterials: string | null;
  projectManager: { id: number; name: string } | null;
  siteManager: { id: number; name: string } | null;
  startDate: string | null;
  finishDate: string | null;
  createdAt: string;
  updatedAt: string;
};
