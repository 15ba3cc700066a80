import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { daysAfter, ukToday } from "@shared/common/uk-dates";
import { markAttempt } from "@shared/workforce/inductions";
import type { Db } from "../../db/client";
import { inductionResults, inductions, projects, workers } from "../../db/schema/index";
import { COMPANY_INDUCTION, contractInduction, type DemoInduction } from "./inductions.demo-content";

type Staff = { id: number; role: string };
type DemoWorker = { id: number; firstName: string; lastName: string };

/** A signature as the taker draws it: a short scrawl in the 300 × 100 box. */
const scrawl = (i: number) => `M20 ${60 + (i % 5)} L60 ${30 + (i % 7)} L95 70 L130 ${35 + (i % 4)} L170 65 L210 40 L260 ${55 + (i % 6)}`;

/** The demo's pattern (issue 30): the one worker who failed once, the one whose pass is awaiting review, the one whose pass has run out. */
export const DEMO_FAILED = 5;
export const DEMO_PENDING = 2;
export const DEMO_EXPIRED = 13;

/**
 * The company induction and one for each open contract (pass mark 80, three attempts), and results
 * that keep the register's pattern: every worker but each eighth from the sixth (i % 8 === 5) passed
 * the company induction within the year, approved by the site manager, and all but each twelfth from
 * the fifth (i % 12 === 4) their own contract's the day after. One failed attempt, one pass awaiting
 * review, one pass from 400 days ago (expired). The workers' induction dates follow from the results as
 * induction-results.store.ts writes them.
 */
export async function seedDemoInductions(db: Db, staff: Staff[], now: Date, saved: DemoWorker[]) {
  const today = ukToday(now);
  const manager = staff.find((s) => s.role === "Site Manager") ?? staff[0];
  // Never after the demo's now (a pass yesterday morning, not later today).
  const at = (day: string, hour = 8) => new Date(Math.min(now.getTime(), new Date(`${day}T0${hour}:15:00Z`).getTime()));
  const open = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.status, "Open"), isNull(projects.deletedAt)))
    .orderBy(projects.id);
  const make = async (projectId: number | null, content: DemoInduction) => {
    const [row] = await db
      .insert(inductions)
      .values({ projectId, ...content, passMark: 80, maxAttempts: 3, createdBy: manager.id, updatedBy: manager.id, createdAt: now, updatedAt: now })
      .returning();
    return row;
  };
  const company = await make(null, COMPANY_INDUCTION);
  const contracts: (typeof company)[] = [];
  for (const p of open) contracts.push(await make(p.id, contractInduction(p.name)));

  const results: (typeof inductionResults.$inferInsert)[] = [];
  const take = (w: DemoWorker, i: number, induction: typeof company, day: string, wrong: number, review: "approved" | "pending" = "approved") => {
    const answers = induction.questions.map((q, n) => (n < wrong ? (q.correct + 1) % q.options.length : q.correct));
    const marked = markAttempt(induction.questions, answers, induction.passMark)!;
    results.push({
      inductionId: induction.id,
      workerId: w.id,
      projectId: induction.projectId,
      inductionVersion: induction.version,
      source: "on_site",
      score: marked.score,
      passed: marked.passed,
      answers,
      passedOn: marked.passed ? day : null,
      signedName: `${w.firstName} ${w.lastName}`,
      signature: scrawl(i),
      completedAt: at(day, marked.passed ? 9 : 8),
      reviewStatus: review,
      ...(marked.passed && review === "approved" ? { reviewedBy: manager.id, reviewedAt: at(day, 9), reviewNote: null } : {}),
    });
  };
  saved.forEach((w, i) => {
    if (i === DEMO_FAILED) return take(w, i, company, daysAfter(today, -2), 3); // 2 of 5 right: 40 %
    if (i === DEMO_EXPIRED) return take(w, i, company, daysAfter(today, -400), 0);
    if (i % 8 === 5) return;
    const day = i === DEMO_PENDING ? daysAfter(today, -1) : daysAfter(today, -(3 + ((i * 23) % 300)));
    take(w, i, company, day, i % 3 === 0 ? 1 : 0, i === DEMO_PENDING ? "pending" : "approved");
    // The crew of the contract the gate's demo puts them on (site-sign-in.demo.ts: i % contracts) passed its
    // induction the day after the company's, so they sign in there; each twelfth from the fifth did not, and
    // the gate refuses them with the reason.
    const contract = contracts.length ? contracts[i % contracts.length] : undefined;
    if (contract && i % 12 !== 4) take(w, i, contract, daysAfter(day, 1), 0);
  });
  await db.insert(inductionResults).values(results);
  const ids = saved.map((w) => w.id);
  // The same rule as refreshWorkerInductionDate, for every demo worker at once.
  await db.execute(sql`
    update workers w set induction_date = (
      select max(ir.passed_on) from induction_results ir where ir.worker_id = w.id and ir.passed and ir.review_status <> 'rejected')
    where w.id in ${ids}`);
  await db
    .update(workers)
    .set({ inductionCompleted: sql`${workers.inductionDate} is not null` })
    .where(inArray(workers.id, ids));
}
