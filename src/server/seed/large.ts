import { count, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { projects, users } from "../db/schema/index";
import { generateDiary, insertDiary } from "./diary-generator";
import { daysBefore, ukToday } from "@shared/common/uk-dates";
import { workdayOnOrBefore } from "./demo-calendar";

/**
 * The performance data set of issue 3: `projectCount` contracts, each with `years` of daily diary
 * up to `now` (1–3 entries a working day, comments, weather); every seventh contract is Completed
 * and its diary stops at its finish, four months ago. Runs once: a second call sees the projects and
 * does nothing.
 */
export async function seedLargeDiary(db: Db, { projectCount = 50, years = 2, now = new Date(), log = (_: string) => {} } = {}) {
  const [{ n }] = await db.select({ n: count() }).from(projects).where(like(projects.slug, "perf-project-%"));
  if (n > 0) return { created: false, projects: n };
  const [admin] = await db.select().from(users).where(eq(users.role, "Admin")).limit(1);
  const authors = [
    { id: admin?.id ?? null, name: admin?.name ?? "Site Manager" },
    { id: null, name: "Night Supervisor" },
  ];
  const today = ukToday(now);
  const from = daysBefore(today, years * 365);
  const finished = workdayOnOrBefore(daysBefore(today, 120));
  let entries = 0;
  for (let i = 1; i <= projectCount; i++) {
    const tag = String(i).padStart(2, "0");
    const completed = i % 7 === 0;
    const [row] = await db
      .insert(projects)
      .values({
        name: `Perf Project ${tag}`,
        slug: `perf-project-${tag}`,
        code: `PERF-${tag}`,
        address: `${i} Benchmark Way, Leeds`,
        postcode: "LS1 4AP",
        clientName: "Benchmark Client Ltd",
        contractValue: "1000000.00",
        originalContractValue: "1000000.00",
        status: completed ? "Completed" : "Open",
        startDate: from,
        finishDate: completed ? finished : null,
        createdAt: new Date(`${daysBefore(from, 14)}T09:00:00Z`),
      })
      .returning();
    const diary = generateDiary({ projectId: row.id, from, to: completed ? finished : today, now, authors, seed: 7000 + i, postcode: "LS1 4AP" });
    await insertDiary(db, diary);
    entries += diary.entries.length;
    log(`project ${tag}: ${diary.entries.length} entries`);
  }
  return { created: true, projects: projectCount, entries };
}
