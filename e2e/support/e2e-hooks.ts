import { eq } from "drizzle-orm";
import { ukToday } from "../../src/shared/common/uk-dates";
import { users } from "../../src/server/db/schema/index";
import type { TestHooks } from "../../src/server/start";

/**
 * The browser tests' own routes (e2e-server.ts passes these to startServer; main.ts never does, so no
 * deployment has them), outside /api so they are in no endpoint table or API document:
 * - POST /__e2e/daily-jobs/:name: runs a daily job now for today (the digest), as the 06:00 timer would;
 *   each of its steps is idempotent, so a second call sends nothing twice.
 */
export const e2eHooks: TestHooks = (app, { db, jobs, jobDeps }) => {
  app.post<{ Params: { name: string }; Querystring: { email?: string } }>("/__e2e/daily-jobs/:name", async (req, reply) => {
    const job = jobs.find((j) => j.name === req.params.name);
    if (!job) return reply.status(404).send({ message: `No daily job ${req.params.name}` });
    const now = new Date();
    // ?email=: that user's run only, so the bells of journeys running beside it hold only what they caused.
    const only = req.query.email
      ? (await db.select({ id: users.id }).from(users).where(eq(users.email, req.query.email.toLowerCase()))).map((u) => u.id)
      : undefined;
    return { job: job.name, result: await job.run({ ...jobDeps, day: ukToday(now), now, only }) };
  });
};
