import { describe, expect, it } from "vitest";
import { projectSchema } from "@shared/projects/project-form";
import { filledContactCount, formatMoneyInput, toProjectFormValues, emptyProjectForm } from "./project-form-values";

describe("formatMoneyInput", () => {
  it("groups thousands and shows pence", () => {
    expect(formatMoneyInput("1250000.5")).toBe("1,250,000.50");
    expect(formatMoneyInput("£980,000")).toBe("980,000.00");
    expect(formatMoneyInput("0")).toBe("0.00");
  });
  it("leaves what is not an amount as typed, for the schema to explain", () => {
    expect(formatMoneyInput("-5")).toBe("-5");
    expect(formatMoneyInput("12.345")).toBe("12.345");
    expect(formatMoneyInput("")).toBe("");
  });
  it("gives text the schema reads back as the same amount", () => {
    const parsed = projectSchema.parse({ ...emptyProjectForm(), name: "A", address: "B", budget: formatMoneyInput("9999999999999.99") });
    expect(parsed.budget).toBe("9999999999999.99");
  });
});

describe("a new contract's form", () => {
  it("starts with the usual retention of 3% and a 12-month defects period (decision 0081), which the schema reads back", () => {
    expect(emptyProjectForm()).toMatchObject({ retentionPercent: "3.00", defectsPeriodMonths: "12", practicalCompletionDate: "" });
    const parsed = projectSchema.parse({ ...emptyProjectForm(), name: "A", address: "B" });
    expect(parsed).toMatchObject({ retentionPercent: "3.00", defectsPeriodMonths: 12, practicalCompletionDate: null });
  });
});

describe("toProjectFormValues", () => {
  it("fills inputs from a saved project, managers as ids, contacts shown up to the last filled", () => {
    const contacts = [
      { name: "A", phone: null, email: null },
      { name: null, phone: null, email: null },
      { name: null, phone: null, email: "c@example.com" },
      { name: null, phone: null, email: null },
      { name: null, phone: null, email: null },
    ];
    const values = toProjectFormValues({
      id: 1,
      name: "P",
      slug: "p",
      code: null,
      address: "X",
      postcode: null,
      description: null,
      status: "On Hold",
      division: null,
      clientName: null,
      clientAddress: null,
      clientContacts: contacts,
      contractValue: "1000.00",
      budget: null,
      budgetLabour: null,
      budgetPlant: null,
      budgetWaste: null,
      budgetEnergy: null,
      budgetMaterials: null,
      originalContractValue: "1000.00",
      originalBudget: null,
      originalBudgetLabour: null,
      originalBudgetPlant: null,
      originalBudgetWaste: null,
      originalBudgetEnergy: null,
      originalBudgetMaterials: null,
      projectManager: { id: 7, name: "M" },
      siteManager: null,
      startDate: "2025-01-01",
      finishDate: null,
      retentionPercent: "2.50",
      practicalCompletionDate: "2025-09-30",
      defectsPeriodMonths: 12,
      createdAt: "",
      updatedAt: "",
    });
    expect(values).toMatchObject({
      name: "P",
      code: "",
      status: "On Hold",
      contractValue: "1,000.00",
      budget: "",
      projectManagerId: "7",
      siteManagerId: "",
      clientContact3Email: "c@example.com",
      retentionPercent: "2.50",
      practicalCompletionDate: "2025-09-30",
      defectsPeriodMonths: "12",
    });
    expect(filledContactCount(values)).toBe(3);
  });
});
