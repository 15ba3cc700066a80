import { desc, eq } from "drizzle-orm";
import { daysAfter, ukToday } from "../../src/shared/common/uk-dates";
import { fleet, notifications, users } from "../../src/server/db/schema/index";
import type { TestHooks } from "../../src/server/start";

/**
 * The browser tests' own routes (e2e-server.ts passes these to startServer; main.ts never does, so no
 * deployment has them), outside /api so they are in no endpoint table or API document:
 * - POST /__e2e/vehicles: a vehicle straight into `fleet` (the fleet register's API is built beside
 *   the reminders; a journey may use it instead once it is merged);
 * - POST /__e2e/daily-jobs/:name: runs a daily job now for today (the digest), as the 06:00 timer would;
 *   each of its steps is idempotent, so a second call sends nothing twice;
 * - GET /__e2e/notifications?email=: a user's newest notifications, until the bell is on this branch.
 */
export const e2eHooks: TestHooks = (app, { db, jobs, jobDeps }) => {
  app.post<{ Body: { vehicleName: string; licensePlate?: string; motInDays: number } }>("/__e2e/vehicles", async (req, reply) => {
    const { vehicleName, licensePlate, motInDays } = req.body;
    const [row] = await db
      .insert(fleet)
      .values({ vehicleName, vehicleType: "van", licensePlate: licensePlate ?? null, motExpiry: daysAfter(ukToday(), motInDays) })
      .returning({ id: fleet.id, motExpiry: fleet.motExpiry });
    return reply.status(201).send(row);
  });
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
  app.get<{ Querystring: { email: string } }>("/__e2e/notifications", async (req) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, req.query.email.toLowerCase()));
    if (!user) return [];
    return db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(desc(notifications.id)).limit(50);
  });
};
