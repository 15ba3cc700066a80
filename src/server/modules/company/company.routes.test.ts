import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { call, createTestApp, TEST_ADMIN, type TestApp } from "../../test/harness";
import { buildUser } from "../../seed/factories";
import { activityLogs } from "../../db/schema/index";
import { multipart, pngBytes, sessionFor, SVG } from "../account/account.test-support";
import { pngHeader } from "../../test/png";

let t: TestApp;
let admin: string;
let viewer: string;
let director: string;

const valid = {
  companyName: "Northgate Build Ltd",
  companyNumber: "sc123456",
  registeredAddress: "12 Quay Street, Glasgow",
  postcode: "g1 1aa",
  phoneNumber: "0141 496 0000",
  emailAddress: "office@northgate.example.co.uk",
  vatNumber: "GB 123 4567 89",
  website: "www.northgate.co.uk",
  establishedYear: "1998",
  numberOfEmployees: "42",
  publicLiabilityCover: "10,000,000",
  bankSortCode: "123456",
  bankAccountNumber: "12345678",
  certifications: ["ISO 9001", "CHAS", "iso 9001"],
  specializations: ["Groundworks"],
  cisRegistered: true,
  brandColor: "#0C6D52",
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.db, TEST_ADMIN.email);
  viewer = await sessionFor(t.db, (await buildUser(t.db, { role: "Viewer" })).email);
  director = await sessionFor(t.db, (await buildUser(t.db, { role: "Director" })).email);
});
afterAll(() => t.close());

const lastLog = async () => (await t.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];

describe("GET /api/company-profile", () => {
  it("401 when signed out", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: "/api/company-profile" })).statusCode).toBe(401);
  });

  it("answers every field, the logo as a flag, to any signed-in user (even before a password change)", async () => {
    const newcomer = await sessionFor(t.db, (await buildUser(t.db, { role: "Viewer", mustChangePassword: true })).email);
    const res = await call(t.app, newcomer, { method: "GET", url: "/api/company-profile" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ companyName: "Test Construction Ltd", brandColor: "#6b7280", logoData: false, logoUpdatedAt: null });
    expect(body).toHaveProperty("bankSortCode");
    expect(body).toHaveProperty("certifications", []);
    expect(body).not.toHaveProperty("logoType");
  });
});

describe("PUT /api/company-profile", () => {
  const put = (cookie: string | undefined, payload: unknown) => call(t.app, cookie, { method: "PUT", url: "/api/company-profile", payload: payload as object });

  it("401 when signed out", async () => {
    expect((await put(undefined, valid)).statusCode).toBe(401);
  });

  it("403 for a role with view but not edit (Viewer)", async () => {
    expect((await put(viewer, valid)).statusCode).toBe(403);
  });

  it("400 with each field's message", async () => {
    const res = await put(admin, {
      ...valid,
      companyName: " ",
      postcode: "ABC",
      vatNumber: "123",
      brandColor: "teal",
      bankSortCode: "12-34",
      establishedYear: 1700,
    });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(res.json().message).toBe("Company name is required");
    expect(messages).toMatchObject({
      companyName: "Company name is required",
      postcode: "Please enter a valid UK postcode, e.g. SW1A 1AA",
      vatNumber: "VAT number must be GB followed by 9 or 12 digits, e.g. GB123456789",
      brandColor: "Brand colour must be a hex colour like #0C6D52",
      bankSortCode: "Sort code must be 6 digits, e.g. 12-34-56",
      establishedYear: `Established year must be between 1800 and ${new Date().getFullYear()}`,
    });
  });

  it("400 when a required field is missing", async () => {
    const { emailAddress: _, ...rest } = valid;
    const res = await put(admin, rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Email address is required");
  });

  it("saves normalised values and audits the changed field names", async () => {
    const res = await put(director, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: "Northgate Build Ltd",
      companyNumber: "SC123456",
      postcode: "G1 1AA",
      vatNumber: "GB123456789",
      website: "https://www.northgate.co.uk",
      establishedYear: 1998,
      numberOfEmployees: 42,
      bankSortCode: "12-34-56",
      certifications: ["ISO 9001", "CHAS"],
      cisRegistered: true,
      brandColor: "#0C6D52",
      tradingName: null,
    });
    expect(Number(res.json().publicLiabilityCover)).toBe(10_000_000);
    const log = await lastLog();
    expect(log).toMatchObject({ action: "company_profile_updated", category: "company", entityName: "Northgate Build Ltd" });
    expect((log.metadata as { changedFields: string[] }).changedFields).toEqual(
      expect.arrayContaining(["companyName", "postcode", "brandColor", "bankAccountNumber"]),
    );
    expect(log.description).not.toContain("12345678");
    const read = await call(t.app, viewer, { method: "GET", url: "/api/company-profile" });
    expect(read.json().brandColor).toBe("#0C6D52");
  });

  it("writes nothing when nothing changed", async () => {
    const before = (await lastLog()).id;
    expect((await put(admin, valid)).statusCode).toBe(200);
    expect((await lastLog()).id).toBe(before);
  });

  it("clears optional fields sent blank", async () => {
    const res = await put(admin, { ...valid, vatNumber: "", website: "  ", establishedYear: "" });
    expect(res.json()).toMatchObject({ vatNumber: null, website: null, establishedYear: null });
    expect((await lastLog()).metadata).toEqual({ changedFields: ["vatNumber", "establishedYear", "website"] });
  });
});

describe("company logo", () => {
  const png = pngBytes(8, 8);
  const upload = (cookie: string | undefined, data: Buffer, name: string, type: string) =>
    call(t.app, cookie, { method: "POST", url: "/api/company-profile/logo", ...multipart(data, name, type) });

  it("404 before one is uploaded; 401 signed out", async () => {
    expect((await call(t.app, admin, { method: "GET", url: "/api/company-profile/logo" })).statusCode).toBe(404);
    expect((await call(t.app, undefined, { method: "GET", url: "/api/company-profile/logo" })).statusCode).toBe(401);
  });

  it("401 signed out and 403 without Company Profile edit", async () => {
    expect((await upload(undefined, png, "logo.png", "image/png")).statusCode).toBe(401);
    expect((await upload(viewer, png, "logo.png", "image/png")).statusCode).toBe(403);
    expect((await call(t.app, viewer, { method: "DELETE", url: "/api/company-profile/logo" })).statusCode).toBe(403);
  });

  it("DELETE answers 401 signed out and 403 with its message without Company Profile edit", async () => {
    const signedOut = await call(t.app, undefined, { method: "DELETE", url: "/api/company-profile/logo" });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: "Not signed in" });
    const refused = await call(t.app, viewer, { method: "DELETE", url: "/api/company-profile/logo" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "You do not have permission to do this" });
  });

  it("refuses an SVG, a text file named .png and a request without a file", async () => {
    const svg = await upload(admin, SVG, "logo.svg", "image/svg+xml");
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toBe("Upload a PNG, JPEG or WebP image");
    const text = await upload(admin, Buffer.from("just some text, honest"), "logo.png", "image/png");
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe("Upload a PNG, JPEG or WebP image");
    const none = await call(t.app, admin, { method: "POST", url: "/api/company-profile/logo", payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Choose an image to upload");
  });

  it("refuses an image over 2 MB", async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(admin, big, "big.png", "image/png");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The image must be 2 MB or smaller");
  });

  it("refuses an image of more than 25 megapixels, read from its header (every PDF draws the logo)", async () => {
    const res = await upload(admin, pngHeader(8000, 8000), "huge.png", "image/png");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The image must be 25 megapixels or smaller");
  });

  it("stores a real PNG and serves it back byte-identical, with its type, nosniff and a versioned cache", async () => {
    const res = await upload(admin, png, "whatever.jpg", "application/octet-stream");
    expect(res.statusCode).toBe(200);
    const { logoData, logoUpdatedAt } = res.json();
    expect(logoData).toBe(true);
    expect(typeof logoUpdatedAt).toBe("string");
    expect((await lastLog()).action).toBe("company_logo_uploaded");

    const served = await call(t.app, viewer, { method: "GET", url: `/api/company-profile/logo?t=${encodeURIComponent(logoUpdatedAt)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(served.rawPayload.equals(png)).toBe(true);

    const stale = await call(t.app, viewer, { method: "GET", url: "/api/company-profile/logo?t=old" });
    expect(stale.headers["cache-control"]).toBe("private, no-cache");
    const revalidated = await call(t.app, viewer, {
      method: "GET",
      url: "/api/company-profile/logo?t=old",
      headers: { "if-none-match": String(stale.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("accepts JPEG and WebP by content", async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const jpegRes = await upload(director, jpeg, "photo.jpeg", "image/jpeg");
    expect(jpegRes.statusCode).toBe(200);
    expect((await lastLog()).action).toBe("company_logo_replaced");
    const webp = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x20, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(32)]);
    expect((await upload(director, webp, "logo.webp", "image/webp")).statusCode).toBe(200);
    const served = await call(t.app, admin, { method: "GET", url: "/api/company-profile/logo" });
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("removes the logo", async () => {
    const res = await call(t.app, admin, { method: "DELETE", url: "/api/company-profile/logo" });
    expect(res.statusCode).toBe(200);
    expect(res.json().logoData).toBe(false);
    expect((await lastLog()).action).toBe("company_logo_removed");
    expect((await call(t.app, admin, { method: "GET", url: "/api/company-profile/logo" })).statusCode).toBe(404);
    expect((await call(t.app, admin, { method: "DELETE", url: "/api/company-profile/logo" })).statusCode).toBe(404);
  });
});

// The bytea column really holds the bytes (instances stay stateless).
describe("storage", () => {
  it("keeps the logo in the database", async () => {
    const png = pngBytes(2, 2, [255, 0, 0]);
    await call(t.app, admin, { method: "POST", url: "/api/company-profile/logo", ...multipart(png, "a.png", "image/png") });
    const { companyProfiles } = await import("../../db/schema/index");
    const [row] = await t.db.select().from(companyProfiles).where(eq(companyProfiles.companyName, "Northgate Build Ltd"));
    expect(Buffer.from(row.logoData!).equals(png)).toBe(true);
    expect(row.logoType).toBe("image/png");
  });
});
