import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { budgetChangeLogs, journalMessages, projects } from "../../db/schema/index";
import { generateDiary, insertDiary } from "../../seed/diary-generator";
import { seedSiteActivity } from "../../seed/demo-site-activity";
import { DEMO_CONTRACTS, contractDays } from "../../seed/demo-contracts";
import { ukInstant } from "@shared/common/uk-dates";
import { workdayAfter, workdaysBefore } from "../../seed/demo-calendar";
import type { DemoStaff } from "../../platform/module";

const money = (pounds: number) => pounds.toFixed(2);

/** The demo contracts at their stages, each with its diary and site records up to `now`. */
export async function seedDemoProjects(db: Db, staff: DemoStaff[], now: Date) {
  const byRole = (role: string) => staff.find((s) => s.role === role) ?? staff[0];
  const pm = byRole("Project Manager");
  const sm = byRole("Site Manager");
  for (const [i, c] of DEMO_CONTRACTS.entries()) {
    const days = contractDays(c, now);
    const b = c.budgets;
    const total = b.labour + b.plant + b.waste + b.energy + b.materials;
    // A stopped contract's status changed the working morning after its last day on site.
    const statusChangedAt = c.status === "Open" ? days.setUpAt : ukInstant(workdayAfter(days.lastSiteDay), "09:30");
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
        startDate: days.startDate,
        finishDate: days.finishDate,
        createdBy: pm.id,
        createdAt: days.setUpAt,
        updatedAt: statusChangedAt,
      })
      .returning();
    await insertDiary(
      db,
      generateDiary({
        projectId: row.id,
        from: days.startDate,
        to: days.lastSiteDay,
        now,
        authors: [sm, sm, pm],
        seed: 1000 + i,
        postcode: c.postcode,
        firms: c.firms,
      }),
    );
    if (c.activity) await seedSiteActivity(db, row, sm, days.lastRecordDay, c.activity);
    if (i === 0) {
      // One budget already revised, so the history has something to show.
      const revised = b.labour + 35_000;
      const revisedAt = ukInstant(workdaysBefore(days.today, 20), "11:00");
      await db
        .update(projects)
        .set({ budgetLabour: money(revised), budget: money(total + 35_000), updatedAt: revisedAt })
        .where(eq(projects.id, row.id));
      await db.insert(budgetChangeLogs).values([
        {
          projectId: row.id,
          userId: pm.id,
          fieldName: "labour",
          oldValue: money(b.labour),
          newValue: money(revised),
          reason: "Additional night shifts agreed for the basement pour",
          createdBy: pm.name,
          changedAt: revisedAt,
        },
        {
          projectId: row.id,
          userId: pm.id,
          fieldName: "budget",
          oldValue: money(total),
          newValue: money(total + 35_000),
          reason: "Follows the labour budget revision",
          createdBy: pm.name,
          changedAt: revisedAt,
        },
      ]);
      await db.insert(journalMessages).values({
        projectId: row.id,
        userId: sm.id,
        author: sm.name,
        message: "Tower crane service booked for Friday morning: no lifts before 11:00.",
        createdAt: ukInstant(days.lastRecordDay, "16:05"),
      });
    }
  }
}
