import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { activityLogs } from "../../db/schema/index";
import { METHOD_MESSAGE, QS_AMOUNT_REQUIRED, QS_NOTE_REQUIRED } from "@shared/cost-analysis/cost-forecasts";
import { HEAD_MESSAGE } from "@shared/cost-analysis/variations";

let t: TestApp;
let qs: { user: { id: number; name: string }; cookie: string };
let pm: string;
let viewer: string;
let project: { id: number; slug: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  qs = await signedIn(t, { role: "QS", name: "Quinn Surveyor" });
  pm = (await signedIn(t, { role: "Project Manager" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  project = await buildProject(t.db, { name: "Kirkstall Road Flats" });
});
afterAll(() => t.close());

const at = (slug = project.slug) => `/api/projects/by-slug/${slug}/cost-forecasts`;
const put = (cookie: string | undefined, head: string, payload: object, slug = project.slug) =>
  call(t.app, cookie, { method: "PUT", url: `${at(slug)}/${head}`, payload });
const get = (cookie: string | undefined, slug = project.slug) => call(t.app, cookie, { method: "GET", url: at(slug) });
const messages = (b: { errors?: { message: string }[] }) => (b.errors ?? []).map((e) => e.message);
const logs = async () => t.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1);

describe("GET a contract's forecast choices", () => {
  it("401, 403 without Cost Analysis view, 404 for no such contract", async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await get(viewer)).statusCode).toBe(403);
    expect((await get(pm, "no-such-contract")).statusCode).toBe(404);
  });

  it("answers all six heads, Budget where nobody chose", async () => {
    const res = await get(pm);
    expect(res.statusCode).toBe(200);
    expect(res.json().heads).toEqual(
      ["labour", "plant", "materials", "waste", "energy", "other"].map((head) => ({
        head,
        method: "budget",
        qsAmount: null,
        qsNote: null,
        chosenBy: null,
        chosenAt: null,
      })),
    );
  });
});

describe("PUT a head's forecast choice", () => {
  it("401, 403 without Cost Analysis edit, 404, 400 with messages", async () => {
    expect((await put(undefined, "labour", { method: "budget" })).statusCode).toBe(401);
    expect((await put(pm, "labour", { method: "budget" })).statusCode).toBe(403);
    expect((await put(qs.cookie, "labour", { method: "budget" }, "no-such-contract")).statusCode).toBe(404);
    const cases: [string, object, string][] = [
      ["fuel", { method: "budget" }, HEAD_MESSAGE],
      ["labour", { method: "guess" }, METHOD_MESSAGE],
      ["labour", {}, METHOD_MESSAGE],
      ["labour", { method: "qs_figure" }, QS_AMOUNT_REQUIRED],
      ["labour", { method: "qs_figure", qsAmount: "90000" }, QS_NOTE_REQUIRED],
      ["labour", { method: "budget", qsAmount: "90000", qsNote: " " }, QS_NOTE_REQUIRED],
      ["labour", { method: "qs_figure", qsAmount: "-5", qsNote: "Omission" }, "QS figure cannot be negative"],
      ["labour", { method: "qs_figure", qsAmount: "90000", qsNote: "x".repeat(2001) }, "Note must be 2000 characters or fewer"],
    ];
    for (const [head, payload, message] of cases) {
      const res = await put(qs.cookie, head, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
  });

  it("keeps the QS figure with its note, who chose and when; the same choice again writes nothing", async () => {
    const res = await put(qs.cookie, "plant", { method: "qs_figure", qsAmount: "£42,500", qsNote: "Crane hire extended to March" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      head: "plant",
      method: "qs_figure",
      qsAmount: "42500.00",
      qsNote: "Crane hire extended to March",
      chosenBy: { id: qs.user.id, name: "Quinn Surveyor" },
    });
    const [log] = await logs();
    expect(log).toMatchObject({
      action: "cost_forecast_chosen",
      category: "cost-analysis",
      description: "Plant forecast on Kirkstall Road Flats: Budget → QS figure, QS figure £42,500.00",
      metadata: { projectId: project.id, head: "plant", from: { method: "budget" }, to: { method: "qs_figure", qsAmount: "42500.00" } },
    });
    await put(qs.cookie, "plant", { method: "qs_figure", qsAmount: "42500", qsNote: "Crane hire extended to March" });
    expect((await logs())[0].id).toBe(log.id);

    // Back to spend rate, the QS figure kept beside it; the list shows the choice, the other heads unchosen.
    expect((await put(qs.cookie, "plant", { method: "spend_rate", qsAmount: "42500", qsNote: "Crane hire extended to March" })).json()).toMatchObject({
      method: "spend_rate",
      qsAmount: "42500.00",
    });
    const heads = (await get(pm)).json().heads;
    expect(heads.find((h: { head: string }) => h.head === "plant")).toMatchObject({ method: "spend_rate", qsAmount: "42500.00" });
    expect(heads.find((h: { head: string }) => h.head === "labour")).toMatchObject({ method: "budget", chosenBy: null });
    // A note with no figure is not kept.
    expect((await put(qs.cookie, "plant", { method: "budget", qsNote: "Stale" })).json()).toMatchObject({ method: "budget", qsAmount: null, qsNote: null });
  });
});
