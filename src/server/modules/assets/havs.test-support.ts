import { randomBytes } from "node:crypto";
import { assets } from "../../db/schema/index";
import type { Db } from "../../db/client";
import { call, TEST_ADMIN } from "../../test/harness";
import { sessionForEmail, signedIn } from "../../test/sessions";
import { validProject } from "../projects/projects.test-support";
import { workerBody, workerFixture } from "../workers/workers.test-support";
export { lastLog, messages } from "../../test/records";

/**
 * What the HAVS and plant-booking route tests share. Until the register's routes land, assets are
 * inserted straight into the table (`insertAsset`). The people: the workforce fixture's supervisor
 * (Workforce view/create/edit, Assets view: logs, cannot override or correct), QS (views only), viewer
 * (no Workforce: sees no exposure), and a site manager (Assets and Workforce edit: overrides, corrects).
 */

export async function insertAsset(db: Db, values: Partial<typeof assets.$inferInsert> = {}) {
  const [row] = await db
    .insert(assets)
    .values({ name: "Hydraulic breaker", type: "tools", qrToken: randomBytes(16).toString("base64url"), ...values })
    .returning();
  return row;
}

export async function havsFixture() {
  const base = await workerFixture();
  const { t } = base;
  const manager = await signedIn(t, { role: "Site Manager", name: "Morgan Manager" });
  const admin = await sessionForEmail(t.db, TEST_ADMIN.email);
  const project = (
    await call(t.app, admin, {
      method: "POST",
      url: "/api/projects",
      payload: validProject({ name: "Vibration Street", code: `VS-${Math.random().toString(36).slice(2, 6)}`, siteManagerId: manager.user.id, status: "Open" }),
    })
  ).json();
  return { ...base, manager: manager.cookie, admin, projectId: project.id as number, slug: project.slug as string };
}
export type HavsFixture = Awaited<ReturnType<typeof havsFixture>>;

/** Another worker in the register. */
export async function newWorker(f: HavsFixture, over: Record<string, unknown> = {}): Promise<number> {
  const res = await call(f.t.app, f.supervisor, { method: "POST", url: "/api/workers", payload: workerBody(over) });
  if (res.statusCode !== 201) throw new Error(`worker: ${res.statusCode} ${res.body}`);
  return res.json().id;
}
