import { z } from "zod";
import { personRef, timestamp } from "../common/wire";

/**
 * A project (contract) as the API answers it: GET /api/projects/by-slug/{slug}, GET /api/projects/{id}
 * and the items of GET /api/projects. Money is a decimal string ("125000.00") or null: never a float.
 */
export const PROJECT_STATUSES = ["Open", "On Hold", "Completed", "Closed"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

const money = z.string().nullable().describe("A decimal string, e.g. 125000.00");

export const clientContactSchema = z.object({ name: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() });
export type ClientContact = z.output<typeof clientContactSchema>;

export const projectViewSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    code: z.string().nullable(),
    address: z.string(),
    postcode: z.string().nullable(),
    description: z.string().nullable(),
    status: z.string(),
    division: z.string().nullable(),
    clientName: z.string().nullable(),
    clientAddress: z.string().nullable(),
    /** Always five, in order; empty contacts are all nulls. */
    clientContacts: z.array(clientContactSchema),
    contractValue: money,
    budget: money,
    budgetLabour: money,
    budgetPlant: money,
    budgetWaste: money,
    budgetEnergy: money,
    budgetMaterials: money,
    originalContractValue: money,
    originalBudget: money,
    originalBudgetLabour: money,
    originalBudgetPlant: money,
    originalBudgetWaste: money,
    originalBudgetEnergy: money,
    originalBudgetMaterials: money,
    projectManager: personRef.nullable(),
    siteManager: personRef.nullable(),
    startDate: z.string().nullable(),
    finishDate: z.string().nullable(),
    /** Of the certified value, "3.00" (decision 0081): half released at practical completion, the rest after the defects period. */
    retentionPercent: z.string().describe("Exact decimal, 2 places, 0.00 to 10.00"),
    practicalCompletionDate: z.string().nullable(),
    defectsPeriodMonths: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "Project" });
export type ProjectView = z.output<typeof projectViewSchema>;
