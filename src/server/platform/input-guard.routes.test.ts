import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../test/harness";
import { signedIn } from "../test/sessions";
import { buildProject } from "../seed/factories";
import { visitorAttendance } from "../db/schema/index";
import { TEXT_NOT_ALLOWED_MESSAGE } from "@shared/common/text";
import { pngBytes } from "../test/png";

/**
 * Issue 10 findings 3 and 4: ids are decimal digits only (0x15b, 1e3, " 1" and 2147483648 reach no
 * record), and NUL, other control characters and lone UTF-16 halves in any text, query, slug, JSON
 * body, JSON-in-a-string or multipart field are a 400 with one clear message, never a 500.
 */
let t: TestApp;
let admin: string;
let project: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, { role: "Admin" })).cookie;
  project = await buildProject(t.db);
});
afterAll(() => t.close());

const json = (method: "POST" | "PATCH" | "DELETE" | "GET", url: string, payload?: unknown) => call(t.app, admin, { method, url, payload: payload as object });
const visitor = (over: Record<string, unknown> = {}) => ({
  projectId: project.id,
  firstName: "Priya",
  lastName: "Shah",
  company: "Arup",
  reasonForVisit: "Design review",
  date: "2024-05-01",
  signInTime: "09:00",
  travelMethod: "",
  travelDistance: "",
  ...over,
});
const labour = (company: string) => JSON.stringify({ company, jobRole: "Joiner", startTime: "08:00", finishTime: "16:00" });
const entry = (over: Record<string, unknown> = {}) => ({ projectId: project.id, date: "2024-05-01", labor: labour("Acme"), workSummary: "Formwork", ...over });

async function createVisitor(): Promise<number> {
  const res = await json("POST", "/api/visitors", visitor());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe("ids are decimal digits, 1 to 2147483647", () => {
  it("reads no other diary entry through 0x…, …e0, padded, signed or decimal spellings of its id", async () => {
    const created = await json("POST", "/api/diary-entries", entry());
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().id;
    expect((await json("GET", `/api/diary-entries/${id}`)).statusCode).toBe(200);
    for (const alias of [`0x${id.toString(16)}`, `${id}e0`, `%20${id}`, `%2B${id}`, `${id}.0`, `${id}%00`, "1e3", "0x15b"]) {
      const res = await json("GET", `/api/diary-entries/${alias}`);
      expect(res.statusCode, alias).toBe(400);
      expect(res.json().message, alias).toMatch(/^(Not found|Text contains characters that are not allowed)$/);
    }
  });

  it("deletes nothing through DELETE /api/visitors/0x10 or another alias", async () => {
    const id = await createVisitor();
    for (const alias of [`0x${id.toString(16)}`, `${id}e0`, `${id}.0`, `%2B${id}`]) {
      const res = await json("DELETE", `/api/visitors/${alias}`);
      expect(res.statusCode, alias).toBe(400);
      expect(res.json().message).toBe("Visitor not found");
    }
    expect((await json("DELETE", "/api/visitors/0x10")).json()).toMatchObject({ message: "Visitor not found" });
    const [row] = await t.db.select().from(visitorAttendance).where(eq(visitorAttendance.id, id));
    expect(row?.id).toBe(id);
  });

  it("answers ids past PostgreSQL's integer in paths, bodies and queries with a 400, not a 500", async () => {
    for (const big of ["2147483648", "4294967296", "99999999999999999999"]) {
      expect((await json("DELETE", `/api/visitors/${big}`)).json()).toMatchObject({ message: "Visitor not found" });
      expect((await json("DELETE", `/api/visitors/${big}`)).statusCode).toBe(400);
      expect((await json("GET", `/api/diary-entries?projectId=${big}`)).statusCode).toBe(400);
    }
    const body = await json("POST", "/api/visitors", visitor({ projectId: 2_147_483_648 }));
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe("Project ID must be an integer");
    expect((await json("GET", `/api/diary-entries?page=99999999999999999999`)).statusCode).toBe(400);
  });

  it("still reads a plain id", async () => {
    const id = await createVisitor();
    const res = await json("DELETE", `/api/visitors/${id}`);
    expect(res.statusCode, res.body).toBe(204);
  });
});

describe("text a person could not have typed", () => {
  it.each([
    ["a NUL", "Pri\u0000ya"],
    ["an escape", "\u001b[31mPriya"],
    ["a lone high surrogate", "Priya\ud83d"],
    ["a lone low surrogate", "\ude00Priya"],
  ])("refuses %s in a JSON text field with a 400 and one clear message", async (_, firstName) => {
    const res = await json("POST", "/api/visitors", visitor({ firstName }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: TEXT_NOT_ALLOWED_MESSAGE, errors: [{ field: "firstName", message: TEXT_NOT_ALLOWED_MESSAGE }] });
  });

  it("keeps tabs, line breaks, emoji and accents", async () => {
    const res = await json("POST", "/api/visitors", visitor({ firstName: "Zoë 😀", reasonForVisit: "Snagging\r\nLevel 2\tcores" }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ firstName: "Zoë 😀", reasonForVisit: "Snagging\r\nLevel 2\tcores" });
  });

  it("refuses them deep in a JSON body and in a key, where no schema looks", async () => {
    for (const payload of [visitor({ extra: { deep: ["ok", "x\u0000"] } }), { ...visitor(), ["key\ud800"]: 1 }]) {
      const res = await json("POST", "/api/visitors", payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(TEXT_NOT_ALLOWED_MESSAGE);
    }
  });

  it("refuses them in a query string and a slug", async () => {
    for (const url of [`/api/diary-entries?author=a%00b`, `/api/projects/by-slug/${project.slug}%00/visitors`, `/api/projects/by-slug/%00/diary-comments`]) {
      const res = await json(url.includes("diary-comments") ? "POST" : "GET", url, url.includes("diary-comments") ? {} : undefined);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(TEXT_NOT_ALLOWED_MESSAGE);
    }
  });

  it("checks the diary's labour JSON after it is parsed: an escaped NUL or lone surrogate is refused, bad JSON is a 400", async () => {
    for (const [labor, message] of [
      [labour("Ac\u0000me"), TEXT_NOT_ALLOWED_MESSAGE],
      [labour("Acme\ud800"), TEXT_NOT_ALLOWED_MESSAGE],
      ['{"company":"Acme"', "Labor must be valid JSON"],
      ["[1]", "Labor must be valid JSON"],
    ] as const) {
      const res = await json("POST", "/api/diary-entries", entry({ labor }));
      expect(res.statusCode, labor).toBe(400);
      expect(res.json().message, labor).toBe(message);
    }
  });

  it("refuses them in a multipart text field (a file's description)", async () => {
    const boundary = "----fuzz";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nSite\u0000photo\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      pngBytes(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await call(t.app, admin, {
      method: "POST",
      url: `/api/projects/by-slug/${project.slug}/files`,
      payload: body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(TEXT_NOT_ALLOWED_MESSAGE);
  });
});
