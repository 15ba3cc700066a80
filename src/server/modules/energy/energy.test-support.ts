import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activityLogs, rolePermissions } from "../../db/schema/index";
import type { Resource } from "@shared/identity/permissions";

/** Helpers shared by the energy, Scope 3 and Carbon Standards API tests. */

export const lastLog = async (db: Db) => (await db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];

export const messages = (body: { errors?: { field: string; message: string }[] }) => (body.errors ?? []).map((e) => e.message);

/** A role that may not even view a page: the 403 of the read routes. */
export async function deny(db: Db, role: string, resource: Resource) {
  await db
    .update(rolePermissions)
    .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
    .where(and(eq(rolePermissions.role, role), eq(rolePermissions.resource, resource)));
}

export const energyBody = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  date: "2025-03-14",
  energyType: "electricity",
  consumption: 10000,
  unit: "kWh",
  siteName: "Main compound",
  meterReading: "004512.7",
  supplier: "Octopus Energy for Business",
  invoiceReference: "INV-2025-0314",
  notes: "",
  ...over,
});
