import { and, desc, eq } from "drizzle-orm";
import { call, type TestApp } from "../../test/harness";
import { sessionForEmail, signedIn } from "../../test/sessions";
import { TEST_ADMIN } from "../../test/test-env";
import { activityLogs, rolePermissions } from "../../db/schema/index";

/** A contract as the create form sends it: client, contacts, budgets, managers and dates. */
export const validProject = (overrides: Record<string, unknown> = {}) => ({
  name: "Riverside Apartments",
  code: "RA-001",
  address: "14 Wharf Road, Leeds",
  postcode: "ls1 4ap",
  description: "Six storeys, 48 flats",
  division: "Residential",
  clientName: "Harbour Homes Ltd",
  clientAddress: "2 Park Row, Leeds",
  clientContact1Name: "Sarah Price",
  clientContact1Phone: "0113 496 0000",
  clientContact1Email: "sarah.price@harbour.example",
  contractValue: "1250000",
  budget: "980000.5",
  budgetLabour: 250000,
  budgetPlant: "60000",
  budgetMaterials: "400000",
  budgetWaste: "",
  budgetEnergy: null,
  startDate: "2025-03-03",
  finishDate: "2026-06-30",
  ...overrides,
});

export type Sessions = Awaited<ReturnType<typeof sessionsFor>>;

/** Admin, a Director (may delete), a Site Manager (create and edit, not delete), a Viewer (view only) and a role with Contracts off. */
export async function sessionsFor(t: TestApp) {
  const director = await signedIn(t, { role: "Director", name: "Dana Director" });
  const siteManager = await signedIn(t, { role: "Site Manager", name: "Sam Site" });
  const viewer = await signedIn(t, { role: "Viewer" });
  await t.db
    .update(rolePermissions)
    .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
    .where(and(eq(rolePermissions.role, "Other"), eq(rolePermissions.resource, "Contracts")));
  const outsider = await signedIn(t, { role: "Other" });
  return {
    admin: await sessionForEmail(t.db, TEST_ADMIN.email),
    director,
    siteManager,
    viewer: viewer.cookie,
    outsider: outsider.cookie,
  };
}

export const api = (t: TestApp) => ({
  get: (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url }),
  post: (cookie: string | undefined, url: string, payload: object) => call(t.app, cookie, { method: "POST", url, payload }),
  patch: (cookie: string | undefined, url: string, payload: object) => call(t.app, cookie, { method: "PATCH", url, payload }),
  del: (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "DELETE", url }),
});

/** Field → message of a 400 answer. */
export const messagesOf = (res: { json: () => { errors?: { field: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.message]));

export const lastLog = async (t: TestApp) => (await t.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];
