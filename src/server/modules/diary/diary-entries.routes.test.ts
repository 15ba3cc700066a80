import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { diaryEntries, outboxEmails, recycleBin } from "../../db/schema/index";
import { buildProject, denyContracts, entryBody, labourJson, lastLog, messages, softDelete } from "./diary.test-support";

let t: TestApp;
let manager: { user: { id: number; name: string }; cookie: string };
let director: string;
let viewer: string;
let outsider: string;
let project: { id: number; slug: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t, { role: "Site Manager", name: "Sam Site" });
  director = (await signedIn(t, { role: "Director" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await denyContracts(t.db, "Other");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
  project = await buildProject(t.db, { name: "Riverside Apartments" });
});
afterAll(() => t.close());

const post = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/diary-entries", payload });
const create = async (over: Record<string, unknown> = {}, p = project) => {
  const res = await post(manager.cookie, entryBody(p.id, over));
  expect(res.statusCode).toBe(201);
  return res.json();
};

describe("POST /api/diary-entries", () => {
  it("401 signed out, 403 for a role that may only view Contracts", async () => {
    expect((await post(undefined, entryBody(project.id))).statusCode).toBe(401);
    expect((await post(viewer, entryBody(project.id))).statusCode).toBe(403);
  });

  it("400 with data-model.md §5's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ projectId: "abc" }, "Project ID must be an integer"],
      [{ projectId: 1.5 }, "Project ID must be an integer"],
      [{ projectId: -3 }, "Project ID must be positive"],
      [{ userId: 0 }, "User ID must be positive"],
      [{ labor: "" }, "Labor data is required"],
      [{ labor: undefined }, "Labor data is required"],
      [{ labor: "x".repeat(50001) }, "Labor data too large"],
      [{ labor: "{not json" }, "Labor must be valid JSON"],
      [{ labor: "[1,2]" }, "Labor must be valid JSON"],
      [{ workSummary: "  " }, "Work summary is required"],
      [{ workSummary: "w".repeat(5001) }, "Work summary too long"],
      [{ weatherImpact: "r".repeat(1001) }, "Weather impact description too long"],
      [{ materialsDelivered: "m".repeat(2001) }, "Materials delivered description too long"],
      [{ sharedWith: ["client@example.co.uk", "not-an-email"] }, "Invalid email in shared with list"],
      [{ sharedWith: Array.from({ length: 51 }, (_, i) => `p${i}@example.co.uk`) }, "Too many recipients - maximum 50 allowed"],
      [{ date: "" }, "Date is required"],
      [{ date: "14/03/2025" }, "Date must be a valid date (yyyy-mm-dd)"],
    ];
    for (const [over, message] of cases) {
      const res = await post(manager.cookie, entryBody(project.id, over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
  });

  it("computes hours on the server (22:00 → 06:00 is 8.0), stamps the user and defaults the author", async () => {
    const body = await create({ labor: labourJson({ startTime: "22:00", finishTime: "06:00", hours: 99 }), userId: 999999 });
    expect(body).toMatchObject({ projectId: project.id, userId: manager.user.id, author: "Sam Site", date: "2025-03-14", weatherImpact: null });
    expect(body.labour).toMatchObject({ company: "Aire Groundworks Ltd", startTime: "22:00", finishTime: "06:00", hours: 8 });
    const [row] = await t.db.select().from(diaryEntries).where(eq(diaryEntries.id, body.id));
    expect(JSON.parse(row.labor).hours).toBe(8);
    expect(row.userId).toBe(manager.user.id);
    expect(await lastLog(t.db)).toMatchObject({ action: "diary_entry_created", entityType: "diary_entry", entityId: String(body.id), userId: manager.user.id });
  });

  it("stores the signed-in user's name as the author, never one the caller sends", async () => {
    const body = await create({ author: "Someone Else" });
    expect(body.author).toBe("Sam Site");
    const [row] = await t.db.select().from(diaryEntries).where(eq(diaryEntries.id, body.id));
    expect(row.author).toBe("Sam Site");
  });

  it("emails the entry to sharedWith addresses and stores them", async () => {
    const body = await create({ sharedWith: ["Client.QS@Example.co.uk"], weatherImpact: "Rain stopped pours after 14:00" });
    expect(body.sharedWith).toEqual(["client.qs@example.co.uk"]);
    const mail = await t.lastEmailTo("client.qs@example.co.uk");
    expect(mail.subject).toBe("Site diary: Riverside Apartments, 14/03/2025");
    expect(mail.textBody).toContain("Author: Sam Site");
    expect(mail.textBody).toContain("Excavated pad foundations");
    expect(mail.textBody).toContain("Rain stopped pours after 14:00");
    expect(mail.htmlBody).toContain("Aire Groundworks Ltd");
  });

  it("404 for a project in the recycle bin or one that does not exist", async () => {
    const gone = await buildProject(t.db);
    await softDelete(t.db, gone.id);
    const res = await post(manager.cookie, entryBody(gone.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Project not found");
    expect((await post(manager.cookie, entryBody(999999))).statusCode).toBe(404);
  });
});

describe("GET /api/diary-entries/:id", () => {
  it("401, 403 without Contracts view, 404 unknown", async () => {
    const entry = await create();
    expect((await call(t.app, undefined, { method: "GET", url: `/api/diary-entries/${entry.id}` })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: `/api/diary-entries/${entry.id}` })).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "GET", url: "/api/diary-entries/999999" })).statusCode).toBe(404);
    expect((await call(t.app, viewer, { method: "GET", url: "/api/diary-entries/abc" })).statusCode).toBe(400);
  });

  it("answers the entry; labour that cannot be parsed shows as empty, never an error", async () => {
    const entry = await create();
    await t.db.update(diaryEntries).set({ labor: "{{garbage" }).where(eq(diaryEntries.id, entry.id));
    const res = await call(t.app, viewer, { method: "GET", url: `/api/diary-entries/${entry.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().labour).toEqual({ company: "", jobRole: "", plant: "", startTime: "", finishTime: "", hours: 0, labour: "" });
  });
});

describe("PATCH /api/diary-entries/:id", () => {
  const patch = (cookie: string | undefined, id: number, payload: object) => call(t.app, cookie, { method: "PATCH", url: `/api/diary-entries/${id}`, payload });

  it("401, 403 (Viewer), 400 with messages, 404 unknown", async () => {
    const entry = await create();
    expect((await patch(undefined, entry.id, entryBody(project.id))).statusCode).toBe(401);
    expect((await patch(viewer, entry.id, entryBody(project.id))).statusCode).toBe(403);
    const bad = await patch(manager.cookie, entry.id, entryBody(project.id, { workSummary: "", labor: "nope" }));
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(expect.arrayContaining(["Work summary is required", "Labor must be valid JSON"]));
    expect((await patch(manager.cookie, 999999, entryBody(project.id))).statusCode).toBe(404);
  });

  it("updates the entry, recomputes hours, audits, and emails only newly added recipients", async () => {
    const entry = await create({ sharedWith: ["first@example.co.uk"] });
    const before = (await t.db.select({ n: count() }).from(outboxEmails).where(eq(outboxEmails.toAddress, "first@example.co.uk")))[0].n;
    const res = await patch(
      director,
      entry.id,
      entryBody(project.id, {
        workSummary: "Concrete pour to pads A1–A4.",
        labor: labourJson({ startTime: "07:30", finishTime: "16:15", hours: 1 }),
        sharedWith: ["first@example.co.uk", "second@example.co.uk"],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      workSummary: "Concrete pour to pads A1–A4.",
      author: "Sam Site",
      sharedWith: ["first@example.co.uk", "second@example.co.uk"],
    });
    expect(res.json().labour.hours).toBe(8.8);
    expect((await t.lastEmailTo("second@example.co.uk")).subject).toContain("Riverside Apartments");
    const after = (await t.db.select({ n: count() }).from(outboxEmails).where(eq(outboxEmails.toAddress, "first@example.co.uk")))[0].n;
    expect(after).toBe(before);
    const log = await lastLog(t.db);
    expect(log).toMatchObject({ action: "diary_entry_updated", entityId: String(entry.id) });
    expect((log.metadata as { changedFields: string[] }).changedFields).toEqual(expect.arrayContaining(["workSummary", "labor"]));
  });

  it("keeps the author when someone else edits the entry, whatever author is sent", async () => {
    const entry = await create();
    const res = await patch(director, entry.id, entryBody(project.id, { author: "Someone Else", workSummary: "Corrected by the director." }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ author: "Sam Site", userId: manager.user.id, workSummary: "Corrected by the director." });
    const [row] = await t.db.select().from(diaryEntries).where(eq(diaryEntries.id, entry.id));
    expect(row.author).toBe("Sam Site");
  });

  it("refuses to move an entry to another project", async () => {
    const entry = await create();
    const other = await buildProject(t.db);
    const res = await patch(manager.cookie, entry.id, entryBody(other.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("A diary entry cannot be moved to another project");
  });

  it("404 once the entry's project is deleted", async () => {
    const p = await buildProject(t.db);
    const entry = await create({}, p);
    await softDelete(t.db, p.id);
    expect((await patch(manager.cookie, entry.id, entryBody(p.id))).statusCode).toBe(404);
    expect((await call(t.app, manager.cookie, { method: "GET", url: `/api/diary-entries/${entry.id}` })).statusCode).toBe(404);
  });
});

describe("DELETE /api/diary-entries/:id", () => {
  const del = (cookie: string | undefined, id: number) => call(t.app, cookie, { method: "DELETE", url: `/api/diary-entries/${id}` });

  it("401, 403 for a Site Manager (no Contracts delete), 404 unknown", async () => {
    const entry = await create();
    expect((await del(undefined, entry.id)).statusCode).toBe(401);
    expect((await del((await signedIn(t, { role: "Site Manager" })).cookie, entry.id)).statusCode).toBe(403); // someone else's record with Edit only (decision 0014)
    expect((await del(director, 999999)).statusCode).toBe(404);
  });

  it("a Director deletes it: gone from the diary, kept in the recycle bin, audited", async () => {
    const entry = await create();
    expect((await del(director, entry.id)).statusCode).toBe(204);
    expect((await call(t.app, director, { method: "GET", url: `/api/diary-entries/${entry.id}` })).statusCode).toBe(404);
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(entry.id)));
    expect(bin).toMatchObject({ recordType: "diary_entry", tableName: "diary_entries" });
    expect(await lastLog(t.db)).toMatchObject({ action: "diary_entry_deleted", severity: "warning", entityId: String(entry.id) });
  });
});

describe("POST /api/diary-entries/:id/share", () => {
  const share = (cookie: string | undefined, id: number, payload: object) =>
    call(t.app, cookie, { method: "POST", url: `/api/diary-entries/${id}/share`, payload });

  it("401, 403 (Viewer), 400 with the messages, 404 unknown", async () => {
    const entry = await create();
    expect((await share(undefined, entry.id, { emails: ["a@example.co.uk"] })).statusCode).toBe(401);
    expect((await share(viewer, entry.id, { emails: ["a@example.co.uk"] })).statusCode).toBe(403);
    const many = await share(manager.cookie, entry.id, { emails: Array.from({ length: 51 }, (_, i) => `r${i}@example.co.uk`) });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe("Too many recipients - maximum 50 allowed");
    const invalid = await share(manager.cookie, entry.id, { emails: ["nobody"] });
    expect(invalid.json().message).toBe("Invalid email in shared with list");
    expect((await share(manager.cookie, entry.id, { emails: [] })).json().message).toBe("Add at least one email address");
    expect((await share(manager.cookie, 999999, { emails: ["a@example.co.uk"] })).statusCode).toBe(404);
  });

  it("emails each address (the outbox) and stores the union in sharedWith", async () => {
    const entry = await create({ sharedWith: ["pm@example.co.uk"], labor: labourJson({ startTime: "22:00", finishTime: "06:00" }) });
    const res = await share(manager.cookie, entry.id, { emails: ["client@example.co.uk", "pm@example.co.uk"] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent: 2, entry: { sharedWith: ["pm@example.co.uk", "client@example.co.uk"] } });
    const mail = await t.lastEmailTo("client@example.co.uk");
    expect(mail).toMatchObject({ kind: "diary_entry_shared", subject: "Site diary: Riverside Apartments, 14/03/2025" });
    expect(mail.textBody).toContain("22:00 to 06:00 (8.0 h)");
    expect(mail.textBody).toContain("Sam Site shared a site diary entry with you.");
    expect(await lastLog(t.db)).toMatchObject({ action: "diary_entry_shared" });
  });

  it("refuses a share that would take the entry past 50 recipients", async () => {
    const entry = await create({ sharedWith: Array.from({ length: 49 }, (_, i) => `s${i}@example.co.uk`) });
    const res = await share(manager.cookie, entry.id, { emails: ["x@example.co.uk", "y@example.co.uk"] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Too many recipients - maximum 50 allowed");
  });
});

describe("GET /api/diary-entries", () => {
  const list = (cookie: string | undefined, qs = "") => call(t.app, cookie, { method: "GET", url: `/api/diary-entries${qs}` });

  it("401, 403 without Contracts view, 400 for bad filters", async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(outsider)).statusCode).toBe(403);
    expect((await list(viewer, "?projectId=abc")).json().message).toBe("Project ID must be an integer");
    expect((await list(viewer, "?from=2025-13-45")).json().message).toBe("From date must be a valid date (yyyy-mm-dd)");
    expect((await list(viewer, "?from=2025-03-10&to=2025-03-01")).json().message).toBe("From date must be on or before To date");
  });

  it("lists live projects' entries newest day first, with the project, filtered and paged", async () => {
    const a = await buildProject(t.db, { name: "Alpha School" });
    const b = await buildProject(t.db, { name: "Beta Depot" });
    const gone = await buildProject(t.db);
    const writer = await signedIn(t, { role: "Site Manager", name: "Petra Lindqvist" });
    const add = (cookie: string, p: { id: number }, date: string) =>
      call(t.app, cookie, { method: "POST", url: "/api/diary-entries", payload: entryBody(p.id, { date }) });
    await add(manager.cookie, a, "2025-01-02");
    await add(writer.cookie, a, "2025-01-05");
    await add(manager.cookie, b, "2025-01-04");
    await add(manager.cookie, gone, "2025-01-06");
    await softDelete(t.db, gone.id);

    const all = (await list(viewer, "?from=2025-01-01&to=2025-01-31")).json();
    expect(all.items.map((e: { date: string }) => e.date)).toEqual(["2025-01-05", "2025-01-04", "2025-01-02"]);
    expect(all.items[0].project).toEqual({ id: a.id, name: "Alpha School", slug: a.slug });
    expect(all.total).toBe(3);

    expect((await list(viewer, `?projectId=${b.id}`)).json().items.map((e: { date: string }) => e.date)).toEqual(["2025-01-04"]);
    expect((await list(viewer, "?author=petra&from=2025-01-01&to=2025-01-31")).json().total).toBe(1);
    expect((await list(viewer, `?author=${writer.user.id}`)).json().items[0].author).toBe("Petra Lindqvist");
    const paged = (await list(viewer, "?from=2025-01-01&to=2025-01-31&pageSize=2&page=2")).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3, pageCount: 2 });
    expect(paged.items).toHaveLength(1);
  });
});
