import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { assets, rolePermissions } from "../../db/schema/index";
import { call, createTestApp, TEST_ADMIN, type TestApp } from "../../test/harness";
import { deny } from "../../test/records";
import { sessionForEmail, signedIn } from "../../test/sessions";
import { validProject } from "../projects/projects.test-support";
import { workerBody } from "../workers/workers.test-support";
export { lastLog, messages } from "../../test/records";

/**
 * What the check-out and operator route tests share. Until the register lands an asset is inserted
 * straight into its table (insertAsset). The people: a manager (Site Manager: Assets view, create and
 * edit, Workforce too), a storeman who may check out but not override (Other with Assets view and
 * create), a QS (Assets view only) and an outsider (Viewer with Assets taken away).
 */
export async function useFixture() {
  const t = await createTestApp();
  await t.db
    .update(rolePermissions)
    .set({ canView: true, canCreate: true, canEdit: false, canDelete: false })
    .where(and(eq(rolePermissions.role, "Other"), eq(rolePermissions.resource, "Assets")));
  await deny(t.db, "Viewer", "Assets");
  const manager = (await signedIn(t, { role: "Site Manager", name: "Morgan Manager" })).cookie;
  const storeman = (await signedIn(t, { role: "Other", name: "Stan Storeman" })).cookie;
  const qs = (await signedIn(t, { role: "QS" })).cookie;
  const outsider = (await signedIn(t, { role: "Viewer" })).cookie;
  const admin = await sessionForEmail(t.db, TEST_ADMIN.email);
  const project = async (name: string) =>
    (
      await call(t.app, admin, {
        method: "POST",
        url: "/api/projects",
        payload: validProject({ name, code: `C-${randomBytes(3).toString("hex")}`, status: "Open" }),
      })
    ).json() as { id: number; name: string; slug: string };
  return { t, manager, storeman, qs, outsider, admin, mill: await project("Mill Street"), quay: await project("Quay Side") };
}
export type UseFixture = Awaited<ReturnType<typeof useFixture>>;

/** An asset as the register would keep it: active, owned, in the yard, no inspections needed, unless told. */
export async function insertAsset(t: TestApp, over: Partial<typeof assets.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(assets)
    .values({ name: "Excavator 8t", type: "plant", category: "Excavator", qrToken: randomBytes(16).toString("hex"), ...over })
    .returning();
  return row!;
}

/** A worker on the register (through the API), with the cards given. */
export async function newWorker(f: UseFixture, over: Record<string, unknown> = {}, cards: Record<string, unknown>[] = []) {
  const res = await call(f.t.app, f.manager, {
    method: "POST",
    url: "/api/workers",
    payload: workerBody({ workerId: `W-${randomBytes(4).toString("hex")}`, ...over }),
  });
  if (res.statusCode !== 201) throw new Error(`worker: ${res.statusCode} ${res.body}`);
  const id = res.json().id as number;
  for (const card of cards) {
    const c = await call(f.t.app, f.manager, {
      method: "POST",
      url: `/api/workers/${id}/cards`,
      payload: { cardNumber: `C${randomBytes(3).toString("hex")}`, ...card },
    });
    if (c.statusCode !== 201) throw new Error(`card: ${c.statusCode} ${c.body}`);
  }
  return id;
}

export const useApi = (f: UseFixture) => ({
  get: (cookie: string | undefined, url: string) => call(f.t.app, cookie, { method: "GET", url }),
  post: (cookie: string | undefined, url: string, payload: object) => call(f.t.app, cookie, { method: "POST", url, payload }),
  put: (cookie: string | undefined, url: string, payload: object) => call(f.t.app, cookie, { method: "PUT", url, payload }),
});
