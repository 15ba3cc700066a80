import { and, eq } from "drizzle-orm";
import { daysAfter, ukToday } from "@shared/common/uk-dates";
import { rolePermissions } from "../../db/schema/index";
import { call, TEST_ADMIN } from "../../test/harness";
import { sessionForEmail, signedIn } from "../../test/sessions";
import { validProject } from "../projects/projects.test-support";
import { workerBody, workerFixture } from "../workers/workers.test-support";
export { lastLog, messages } from "../../test/records";

/**
 * The gate's route tests share: the workforce sessions (a supervisor with Workforce view, create and
 * edit; a QS with view only; a viewer with none), a gatekeeper who may sign in but not override
 * (Workforce view and create), the admin, one open contract managed by the supervisor, and workers
 * ready to sign in (a right to work check recorded, no card, no rule, no induction set up).
 */
export async function gateFixture() {
  const base = await workerFixture();
  const { t } = base;
  await t.db
    .update(rolePermissions)
    .set({ canView: true, canCreate: true, canEdit: false, canDelete: false })
    .where(and(eq(rolePermissions.role, "Other"), eq(rolePermissions.resource, "Workforce")));
  const gatekeeper = (await signedIn(t, { role: "Other", name: "Gail Gatekeeper" })).cookie;
  const manager = await signedIn(t, { role: "Site Manager", name: "Morgan Manager" });
  const admin = await sessionForEmail(t.db, TEST_ADMIN.email);
  const project = (
    await call(t.app, admin, {
      method: "POST",
      url: "/api/projects",
      payload: validProject({ name: "Gate Street", code: `GS-${Math.random().toString(36).slice(2, 6)}`, siteManagerId: manager.user.id, status: "Open" }),
    })
  ).json();
  const f = { ...base, gatekeeper, admin, manager, slug: project.slug as string, projectId: project.id as number };
  await readyToSignIn(f, base.workerId);
  return f;
}
export type GateFixture = Awaited<ReturnType<typeof gateFixture>>;

/** Records a right to work check, the one thing a new worker lacks to be let on site here. */
export async function readyToSignIn(f: { t: GateFixture["t"]; supervisor: string }, workerId: number) {
  const res = await call(f.t.app, f.supervisor, {
    method: "POST",
    url: `/api/workers/${workerId}/right-to-work`,
    payload: { method: "online", checkedOn: "2026-01-10" },
  });
  if (res.statusCode !== 200) throw new Error(`right to work: ${res.statusCode} ${res.body}`);
}

/** A new worker, ready to sign in. */
export async function newWorker(f: GateFixture, over: Record<string, unknown> = {}): Promise<number> {
  const res = await call(f.t.app, f.supervisor, { method: "POST", url: "/api/workers", payload: workerBody(over) });
  await readyToSignIn(f, res.json().id);
  return res.json().id;
}

export const gateApi = (f: GateFixture) => {
  const url = (what: string, slug = f.slug) => `/api/projects/by-slug/${slug}/site-sign-in/${what}`;
  return {
    url,
    signIn: (cookie: string | undefined, payload: object, headers?: Record<string, string>, slug?: string) =>
      call(f.t.app, cookie, { method: "POST", url: url("sign-in", slug), payload, headers }),
    signOut: (cookie: string | undefined, payload: object, slug?: string) => call(f.t.app, cookie, { method: "POST", url: url("sign-out", slug), payload }),
    get: (cookie: string | undefined, path: string) => call(f.t.app, cookie, { method: "GET", url: path }),
    put: (cookie: string | undefined, path: string, payload: object) => call(f.t.app, cookie, { method: "PUT", url: path, payload }),
    settings: (payload: object) => call(f.t.app, f.supervisor, { method: "PUT", url: url("settings"), payload }),
  };
};

export const settingsBody = (over: Record<string, unknown> = {}) => ({
  fitQuestions: [],
  briefing: null,
  autoSignOutTime: null,
  headcountLimit: null,
  ...over,
});

/** A moment `minutes` ago, as a device sends it. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
export const today = () => ukToday();
export const yesterday = () => daysAfter(ukToday(), -1);
