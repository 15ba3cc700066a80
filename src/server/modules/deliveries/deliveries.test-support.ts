import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activityLogs, rolePermissions } from "../../db/schema/index";
import type { Resource } from "@shared/identity/permissions";

/** Helpers of the delivery and waste API tests. */

export const lastLog = async (db: Db) => (await db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];

export const messages = (body: { errors?: { field: string; message: string }[] }) => (body.errors ?? []).map((e) => e.message);
export const fieldsOf = (body: { errors?: { field: string; message: string }[] }) => (body.errors ?? []).map((e) => `${e.field}: ${e.message}`);

/** A role that may not even view a page: the 403 of the read routes. */
export async function deny(db: Db, role: string, resource: Resource) {
  await db
    .update(rolePermissions)
    .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
    .where(and(eq(rolePermissions.role, role), eq(rolePermissions.resource, resource)));
}

/** 20 t of primary concrete over 50 km on a rigid HGV over 17 t. */
export const deliveryBody = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  date: "2025-03-14",
  supplier: "Hanson Concrete",
  poNumber: "PO-1042",
  deliveryNoteNumber: "HC-448120",
  lineItems: [
    { description: "C32/40 ready-mix concrete", materialFactorId: "19_500_5020_15_1", quantity: 8.333, unit: "m³", weight: 20, weightUnit: "tonnes" },
  ],
  transportCategory: "HGV 17-25 tonne",
  transportDistance: 50,
  transportWeight: null,
  notes: "",
  ...over,
});

export const line = (over: Record<string, unknown> = {}) => ({
  description: "Concrete blocks 440×215×100",
  materialFactorId: "19_500_5020_15_1",
  quantity: 480,
  unit: "no.",
  weight: 5500,
  weightUnit: "kg",
  ...over,
});
