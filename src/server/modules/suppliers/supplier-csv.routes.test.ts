import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { multipart } from "../account/account.test-support";
import { denySuppliers, lastLog, messages, supplierBody } from "./suppliers.test-support";

let t: TestApp;
let buyer: string;
let viewer: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await denySuppliers(t.db, "Other");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
});
afterAll(() => t.close());

const csv = (text: string) => multipart(Buffer.from(text), "suppliers.csv", "text/csv");
const importFile = (cookie: string | undefined, text: string) => call(t.app, cookie, { method: "POST", url: "/api/suppliers/import", ...csv(text) });
const exportCsv = (cookie: string | undefined, query = "") => call(t.app, cookie, { method: "GET", url: `/api/suppliers/export${query}` });

const HEADER = "Name,Code,Supplier type,Status,Email,Postcode,Specialisations,Insurance expiry,Credit limit";

describe("POST /api/suppliers/import", () => {
  it("401, 403 without Suppliers create, 400 without a file", async () => {
    expect((await importFile(undefined, HEADER)).statusCode).toBe(401);
    expect((await importFile(viewer, HEADER)).statusCode).toBe(403);
    const none = await call(t.app, buyer, { method: "POST", url: "/api/suppliers/import", payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Choose a CSV file to import");
  });

  it("refuses the whole file with each bad row's number and field message, saving nothing", async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const text = [
      HEADER,
      `Good One ${tag},IMP-${tag}-1,Plant hire,Active,hire@example.com,LS1 4AP,Telehandlers; Excavators,2030-05-01,5000`,
      `,IMP-${tag}-2,Plant hire,Active,,,,,`,
      `Bad Two ${tag},IMP-${tag}-3,Bakery,Active,not-an-email,XX,,31/02/2030,-1`,
      `Twin ${tag},IMP-${tag}-1,Timber & sheet materials,,,,,,`,
    ].join("\r\n");
    const res = await importFile(buyer, text);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The file was not imported: 6 problems to fix");
    expect(messages(res.json())).toEqual([
      "Row 3: Supplier name is required",
      "Row 4: Choose a supplier type",
      "Row 4: Please enter a valid email address for the supplier",
      "Row 4: Insurance expiry must be a valid date (yyyy-mm-dd)",
      "Row 4: Credit limit cannot be negative",
      "Row 5: the same code as row 2",
    ]);
    expect((await call(t.app, buyer, { method: "GET", url: `/api/suppliers?q=${tag}` })).json().total).toBe(0);
  });

  it("refuses a code already in the register", async () => {
    const existing = (await call(t.app, buyer, { method: "POST", url: "/api/suppliers", payload: supplierBody() })).json();
    const res = await importFile(buyer, `${HEADER}\r\nClash Ltd,${existing.code},Timber,,,,,,`);
    expect(res.statusCode).toBe(400);
    expect(messages(res.json())).toEqual([`Row 2: Another supplier already has this code (${existing.code})`]);
  });

  it("adds every row in one go and logs it; the export reads back the same columns", async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const text = [
      HEADER,
      `Calder Plant ${tag},CP-${tag},Plant hire,On hold,hire@calder.example,hx1 1aa,Telehandlers; Excavators,01/05/2030,"12,500.50"`,
      `Dales Timber ${tag},,timber,,,,CLS studwork,,`,
    ].join("\n");
    const res = await importFile(buyer, text);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ imported: 2 });
    expect(await lastLog(t.db)).toMatchObject({ action: "suppliers_imported", description: "Imported suppliers.csv: 2 suppliers added" });
    const list = (await call(t.app, buyer, { method: "GET", url: `/api/suppliers?q=${tag}` })).json().items;
    expect(list[0]).toMatchObject({
      status: "on_hold",
      postcode: "HX1 1AA",
      insuranceExpiry: "2030-05-01",
      creditLimit: "12500.50",
      specializations: ["Telehandlers", "Excavators"],
    });

    const out = await exportCsv(viewer, `?q=${tag}&sort=name`);
    expect(out.statusCode).toBe(200);
    expect(out.headers["content-type"]).toContain("text/csv");
    const lines = out.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Name,Code,Supplier type,Status,Contact person,Email,Phone,Address,Town or city,Postcode,Country,Specialisations,Certifications,Insurance expiry,VAT number,Company number,Payment terms,Credit limit,Discount rate (%),Notes,Performance rating,Quality rating,Delivery rating,Total spend,Orders",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`Calder Plant ${tag},CP-${tag},Plant hire,On hold,`);
    expect(lines[1]).toContain("Telehandlers; Excavators");
  });
});

describe("GET /api/suppliers/export", () => {
  it("401, 403 without Suppliers view, 400 on a bad filter", async () => {
    expect((await exportCsv(undefined)).statusCode).toBe(401);
    expect((await exportCsv(outsider)).statusCode).toBe(403);
    expect((await exportCsv(viewer, "?supplierType=bakery")).statusCode).toBe(400);
  });
});
