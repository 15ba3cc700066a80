import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { budgetChangeLogs, journalMessages, projects } from "../schema/index";
import { generateDiary, insertDiary } from "./diary-generator";
import { seedDemoSiteActivity } from "./demo-site-activity";

type Staff = { id: number; name: string; role: string };

const money = (pounds: number) => pounds.toFixed(2);

/** Three contracts at different stages, each with six weeks of diary up to today. */
export async function seedDemoProjects(db: Db, staff: Staff[]) {
  const byRole = (role: string) => staff.find((s) => s.role === role) ?? staff[0];
  const pm = byRole("Project Manager");
  const sm = byRole("Site Manager");
  const contracts = [
    {
      name: "Kirkstall Road Apartments",
      slug: "kirkstall-road-apartments",
      code: "KRA-24-01",
      address: "212 Kirkstall Road, Leeds",
      postcode: "LS4 2AZ",
      division: "Residential",
      clientName: "Aire Valley Homes Ltd",
      description: "Six-storey block of 48 apartments with ground-floor retail and basement parking.",
      status: "Open",
      value: 4_850_000,
      budgets: { labour: 1_450_000, plant: 310_000, waste: 95_000, energy: 60_000, materials: 2_180_000 },
      startDate: "2025-03-03",
      finishDate: "2027-06-30",
    },
    {
      name: "Wakefield Primary School Extension",
      slug: "wakefield-primary-school-extension",
      code: "WPS-25-03",
      address: "Northgate, Wakefield",
      postcode: "WF1 3AP",
      division: "Education",
      clientName: "Wakefield Learning Trust",
      description: "Two-classroom extension with a new hall roof and external play area.",
      status: "Open",
      value: 1_275_000,
      budgets: { labour: 420_000, plant: 65_000, waste: 22_000, energy: 14_000, materials: 540_000 },
      startDate: "2025-09-01",
      finishDate: "2026-12-18",
    },
    {
      name: "Harrogate Medical Centre Refurbishment",
      slug: "harrogate-medical-centre-refurbishment",
      code: "HMC-25-07",
      address: "Station Parade, Harrogate",
      postcode: "HG1 1TT",
      division: "Healthcare",
      clientName: "Nidd Health Partners LLP",
      description: "Internal refurbishment of the first and second floors while the practice stays open.",
      status: "On Hold",
      value: 685_000,
      budgets: { labour: 240_000, plant: 18_000, waste: 16_000, energy: 6_000, materials: 260_000 },
      startDate: "2025-11-10",
      finishDate: "2026-08-28",
    },
  ];
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const from = new Date(today.getTime() - 42 * 86_400_000);
  for (const [i, c] of contracts.entries()) {
    const b = c.budgets;
    const total = b.labour + b.plant + b.waste + b.energy + b.materials;
    const [row] = await db
      .insert(projects)
      .values({
        name: c.name,
        slug: c.slug,
        code: c.code,
        address: c.address,
        postcode: c.postcode,
        division: c.division,
        description: c.description,
        status: c.status,
        clientName: c.clientName,
        clientContact1Name: "Rachel Morton",
        clientContact1Phone: "0113 496 0456",
        clientContact1Email: "rachel.morton@client.example",
        contractValue: money(c.value),
        originalContractValue: money(c.value),
        budget: money(total),
        originalBudget: money(total),
        budgetLabour: money(b.labour),
        originalBudgetLabour: money(b.labour),
        budgetPlant: money(b.plant),
        originalBudgetPlant: money(b.plant),
        budgetWaste: money(b.waste),
        originalBudgetWaste: money(b.waste),
        budgetEnergy: money(b.energy),
        originalBudgetEnergy: money(b.energy),
        budgetMaterials: money(b.materials),
        originalBudgetMaterials: money(b.materials),
        projectManagerId: pm.id,
        siteManagerId: sm.id,
        startDate: c.startDate,
        finishDate: c.finishDate,
        createdBy: pm.id,
        // Set up before the six weeks of diary, as it would have been.
        createdAt: new Date(from.getTime() - 86_400_000 + 9 * 3_600_000),
        updatedAt: new Date(from.getTime() - 86_400_000 + 9 * 3_600_000),
      })
      .returning();
    await insertDiary(db, generateDiary({ projectId: row.id, from, to: today, authors: [sm, pm], seed: 1000 + i }));
    // The first two contracts are on site; the third is finishing and quieter.
    if (i < 2) await seedDemoSiteActivity(db, row, sm, i === 0 ? 1 : 0.6);
    if (i === 0) {
      // One budget already revised, so the history has something to show.
      const revised = b.labour + 35_000;
      const revisedAt = new Date(today.getTime() - 20 * 86_400_000 + 11 * 3_600_000);
      await db.update(projects).set({ budgetLabour: money(revised), budget: money(total + 35_000), updatedAt: revisedAt }).where(eq(projects.id, row.id));
      await db.insert(budgetChangeLogs).values([
        { projectId: row.id, userId: pm.id, fieldName: "labour", oldValue: money(b.labour), newValue: money(revised), reason: "Additional night shifts agreed for the basement pour", createdBy: pm.name, changedAt: revisedAt },
        { projectId: row.id, userId: pm.id, fieldName: "budget", oldValue: money(total), newValue: money(total + 35_000), reason: "Follows the labour budget revision", createdBy: pm.name, changedAt: revisedAt },
      ]);
      await db.insert(journalMessages).values({ projectId: row.id, userId: sm.id, author: sm.name, message: "Tower crane service booked for Friday morning: no lifts before 11:00.", createdAt: new Date(today.getTime() - 86_400_000 + 16 * 3_600_000) });
    }
  }
}

