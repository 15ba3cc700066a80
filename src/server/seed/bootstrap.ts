import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { companyProfiles, purchaseOrderApprovalBands, rolePermissions, users } from "../db/schema/index";
import type { Config } from "../config";
import { DEFAULT_ROLE_PERMISSIONS } from "@shared/identity/permissions";
import { ADMIN_ROLE } from "@shared/identity/roles";
import { DEFAULT_APPROVAL_BANDS } from "@shared/rules/purchase-order-status";
import { generatePassword, hashPassword } from "../platform/passwords";
import { seedDemoData } from "./demo";
import { loadReferenceData } from "../db/reference/load-reference-data";
import { ensureDefaultTemplates } from "../modules/pdf-templates/pdf-templates.service";

export type BootstrapResult = { created: boolean; adminEmail?: string; generatedPassword?: string };

/**
 * First start of an empty database: the company, the default permission rows and the admin account
 * (from ADMIN_EMAIL/ADMIN_PASSWORD, or a generated password printed once). Later starts change nothing,
 * except reloading a shipped reference file that has changed.
 */
export async function bootstrap(db: Db, config: Config): Promise<BootstrapResult> {
  // Conversion factors and waste codes first: the demo seed computes carbon with them.
  await loadReferenceData(db);
  // The standard purchase order template, on a new database and on one that predates templates.
  await ensureDefaultTemplates(db);
  const [{ n }] = await db.select({ n: count() }).from(companyProfiles);
  if (n > 0) return { created: false };

  const adminEmail = config.adminEmail ?? "admin@sitebook.local";
  const generatedPassword = config.adminPassword ? undefined : generatePassword();
  const passwordHash = await hashPassword(config.adminPassword ?? generatedPassword!);

  await db.transaction(async (tx) => {
    await tx.insert(companyProfiles).values({ companyName: config.companyName, emailAddress: adminEmail });
    await tx
      .insert(rolePermissions)
      .values(Object.entries(DEFAULT_ROLE_PERMISSIONS).flatMap(([role, grid]) => Object.entries(grid).map(([resource, p]) => ({ role, resource, ...p }))))
      .onConflictDoNothing();
    // Who may approve purchase orders up to what (docs/decisions/0029); the administrator changes them.
    await tx
      .insert(purchaseOrderApprovalBands)
      .values(DEFAULT_APPROVAL_BANDS.map((b) => ({ role: b.role, maxAmount: b.maxAmount })))
      .onConflictDoNothing();
    const [existing] = await tx.select().from(users).where(eq(users.email, adminEmail));
    if (!existing) {
      await tx.insert(users).values({
        email: adminEmail,
        username: adminEmail,
        name: "Administrator",
        role: ADMIN_ROLE,
        status: "active",
        password: passwordHash,
        // A generated password has been on a terminal: it must be replaced at first sign-in.
        mustChangePassword: Boolean(generatedPassword),
      });
    }
  });
  if (config.demoData) await seedDemoData(db);
  return { created: true, adminEmail, generatedPassword };
}
