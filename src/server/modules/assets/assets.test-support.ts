import { workers } from "../../db/schema/index";
import type { Db } from "../../db/client";
import { deny } from "../../test/records";
import { signedIn } from "../../test/sessions";
import type { TestApp } from "../../test/harness";
export { lastLog, messages } from "../../test/records";

/** Helpers shared by the asset register's API tests. */

export const assetBody = (over: Record<string, unknown> = {}) => ({
  name: `Telehandler ${Math.random().toString(36).slice(2, 8)}`,
  type: "plant",
  category: "Telehandler",
  manufacturer: "JCB",
  model: "540-140",
  serialNumber: `JCB-${Math.random().toString(36).slice(2, 9)}`,
  purchasePrice: "£85,000",
  ...over,
});

/**
 * The people the asset tests sign in: a Site Manager (Assets view, create, edit), a Managing Director
 * (everything), a Viewer (Assets view only) and an Other denied Assets altogether.
 */
export async function assetSessions(t: TestApp) {
  const manager = (await signedIn(t, { role: "Site Manager", name: "Mia Manager" })).cookie;
  const director = (await signedIn(t, { role: "Managing Director" })).cookie;
  const viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await deny(t.db, "Other", "Assets");
  const none = (await signedIn(t, { role: "Other" })).cookie;
  return { manager, director, viewer, none };
}

export async function buildWorker(db: Db, lastName = "Holder") {
  const [w] = await db
    .insert(workers)
    .values({ workerId: `W-${Math.random().toString(36).slice(2, 9)}`, firstName: "Dan", lastName })
    .returning();
  return w;
}
