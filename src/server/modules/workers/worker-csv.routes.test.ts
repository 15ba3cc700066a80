import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { multipart } from "../account/account.test-support";
import { expectNoPersonalData, lastLog, messages, workerBody } from "./workers.test-support";

let t: TestApp;
let supervisor: string;
let qs: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  supervisor = (await signedIn(t, { role: "Site Supervisor" })).cookie;
  qs = (await signedIn(t, { role: "QS" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
});
afterAll(() => t.close());

const csv = (text: string) => multipart(Buffer.from(text), "workers.csv", "text/csv");
const importFile = (cookie: string | undefined, text: string) => call(t.app, cookie, { method: "POST", url: "/api/workers/import", ...csv(text) });
const exportCsv = (cookie: string | undefined, query = "") => call(t.app, cookie, { method: "GET", url: `/api/workers/export.csv${query}` });

const HEADER = "Worker ID,First name,Last name,National Insurance number,Employer,Trade,Induction completed,Start date,Day rate,Next of kin phone";

describe("POST /api/workers/import", () => {
  it("401, 403 without Workforce create, 400 without a file", async () => {
    expect((await importFile(undefined, HEADER)).statusCode).toBe(401);
    expect((await importFile(viewer, HEADER)).statusCode).toBe(403);
    expect((await importFile(qs, HEADER)).statusCode).toBe(403);
    const none = await call(t.app, supervisor, { method: "POST", url: "/api/workers/import", payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Choose a CSV file to import");
  });

  it("refuses the whole file with every bad row's problems, saving nothing; a worker ID in the register is refused too", async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const text = [
      HEADER,
      `IMP-${tag}-1,Ann,Lister,AB 12 34 56 C,Tag ${tag},Bricklayer,yes,01/03/2025,190,07700 900111`,
      `,Bob,,QQ123456C,Tag ${tag},,no,,12.345,0113 496 0000`,
      `IMP-${tag}-1,Cat,Firth,,Tag ${tag},,,,,`,
    ].join("\r\n");
    const res = await importFile(supervisor, text);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The file was not imported: 6 problems to fix");
    expect(messages(res.json())).toEqual([
      "Row 3: Worker ID is required",
      "Row 3: Last name is required",
      "Row 3: Please enter a valid UK National Insurance number (e.g. AB 12 34 56 C)",
      "Row 3: Day rate can have at most 2 decimal places",
      "Row 3: Please enter a valid UK mobile number (07xxx xxxxxx)",
      "Row 4: the same worker ID as row 2",
    ]);
    expect((await call(t.app, supervisor, { method: "GET", url: `/api/workers?employer=Tag ${tag}` })).json().total).toBe(0);

    const existing = (await call(t.app, supervisor, { method: "POST", url: "/api/workers", payload: workerBody() })).json();
    const clash = await importFile(supervisor, `${HEADER}\r\n${existing.workerId.toLowerCase()},Dan,Dawson,,,,,,,`);
    expect(clash.statusCode).toBe(400);
    expect(messages(clash.json())).toEqual([`Row 2: Another worker already has this worker ID (${existing.workerId.toLowerCase()})`]);
  });

  it("round trip: an export (edit role) imports back as the same workers; a view-only export has no personal columns", async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const employer = `Round ${tag} Ltd`;
    const a = (await call(t.app, supervisor, { method: "POST", url: "/api/workers", payload: workerBody({ employer, lastName: "Atkinson" }) })).json();
    const b = (
      await call(t.app, supervisor, { method: "POST", url: "/api/workers", payload: workerBody({ employer, lastName: "Barker", nationalInsurance: "" }) })
    ).json();
    expect((await exportCsv(undefined)).statusCode).toBe(401);
    expect((await exportCsv(viewer)).statusCode).toBe(403);
    const full = await exportCsv(supervisor, `?employer=${encodeURIComponent(employer)}`);
    expect(full.statusCode).toBe(200);
    expect(full.headers["content-type"]).toContain("text/csv");
    expect(full.body).toContain("National Insurance number");
    expect(full.body).toContain("JK 12 34 56 C");
    const limited = await exportCsv(qs, `?employer=${encodeURIComponent(employer)}`);
    expect(limited.statusCode).toBe(200);
    expect(limited.body).not.toContain("National Insurance number");
    expect(limited.body).not.toContain("Medical conditions");
    expectNoPersonalData(limited.body, expect);

    // Delete both, then import the export back.
    const director = (await signedIn(t, { role: "Managing Director" })).cookie;
    for (const w of [a, b]) expect((await call(t.app, director, { method: "DELETE", url: `/api/workers/${w.id}` })).statusCode).toBe(204);
    const back = await importFile(supervisor, full.body.replace(/^\uFEFF/, ""));
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toEqual({ imported: 2 });
    expect(await lastLog(t.db)).toMatchObject({ action: "workers_imported" });
    const list = (await call(t.app, supervisor, { method: "GET", url: `/api/workers?employer=${encodeURIComponent(employer)}` })).json().items;
    expect(list.map((w: { lastName: string }) => w.lastName)).toEqual(["Atkinson", "Barker"]);
    const again = (await call(t.app, supervisor, { method: "GET", url: `/api/workers/${list[0].id}` })).json();
    const { id: _a, createdAt: _c, updatedAt: _u, ...was } = a;
    const { id: _b, createdAt: _d, updatedAt: _v, ...now } = again;
    expect(now).toEqual(was);
  });
});
