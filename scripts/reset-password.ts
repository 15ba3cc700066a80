// Recovery for a locked-out admin: `npm run reset-password -- someone@company.co.uk`.
// Sets a temporary password (printed once), clears any lock-out and ends the person's sessions.
// On the embedded database, stop the app first: the data folder admits one process.
import { eq } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { activityLogs, users } from "../src/server/db/schema/index";
import { generatePassword, hashPassword } from "../src/server/platform/passwords";
import { endAllSessions } from "../src/server/platform/session";

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error("Usage: npm run reset-password -- <email>");
  process.exit(2);
}
const database = await openDatabase(loadConfig());
try {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  if (!user) {
    console.error(`No account has the email ${email}.`);
    process.exitCode = 1;
  } else {
    const temporary = generatePassword();
    await database.db
      .update(users)
      .set({
        password: await hashPassword(temporary),
        mustChangePassword: true,
        failedLoginCount: 0,
        lockedUntil: null,
        status: user.status === "deactivated" ? "deactivated" : "active",
      })
      .where(eq(users.id, user.id));
    await endAllSessions(database.db, user.id);
    await database.db.insert(activityLogs).values({
      action: "password_reset_from_console",
      description: `Password of ${email} reset from the server console`,
      entityType: "user",
      entityId: String(user.id),
      entityName: user.name,
      category: "users",
      severity: "warning",
    });
    console.log(`Temporary password for ${email}:  ${temporary}  (to be changed at the next sign-in)`);
  }
} finally {
  await database.close();
}
