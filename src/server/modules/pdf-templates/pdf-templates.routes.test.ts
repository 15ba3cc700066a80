import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { activityLogs, pdfTemplates, recycleBin, rolePermissions } from "../../db/schema/index";
import { DEFAULT_PURCHASE_ORDER_TEMPLATE } from "@shared/pdf-templates/default-purchase-order-template";
import { IMAGE_TOO_MANY_PIXELS } from "@shared/pdf-templates/pdf-template";
import { PREVIEW_MESSAGES } from "../../platform/pdf-renderer";
import { pngBytes, pngHeader } from "../../test/png";
import { DEFAULT_DELETE_REFUSAL, DEFAULT_INACTIVE_REFUSAL, DEFAULT_TYPE_REFUSAL, INACTIVE_DEFAULT_REFUSAL } from "./pdf-templates.service";

let t: TestApp;
let director: string;
let viewer: string;
let outsider: string;
let seeded: number;

beforeAll(async () => {
  t = await createTestApp();
  director = (await signedIn(t, { role: "Director", name: "Dee Director" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await t.db
    .update(rolePermissions)
    .set({ canView: false })
    .where(and(eq(rolePermissions.role, "Other"), eq(rolePermissions.resource, "Company Profile")));
  outsider = (await signedIn(t, { role: "Other" })).cookie;
  const [row] = await t.db.select().from(pdfTemplates).where(eq(pdfTemplates.isDefault, true));
  seeded = row.id;
});
afterAll(() => t.close());

const api = (cookie: string | undefined, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  call(t.app, cookie, { method, url, payload });
const body = (over: Record<string, unknown> = {}) => ({
  name: "Site order",
  templateType: "purchase_order",
  layout: { pageSize: "A4", orientation: "portrait", margins: { top: 40, right: 40, bottom: 40, left: 40 } },
  templateElements: [
    { id: "t1", type: "text", position: { x: 40, y: 40, width: 200, height: 20 }, properties: { text: "Hello", fontSize: 12 } },
    { id: "f1", type: "field", position: { x: 40, y: 80, width: 200, height: 20 }, properties: { label: "PO:" }, dataBinding: "poNumber" },
  ],
  ...over,
});
const create = async (over: Record<string, unknown> = {}) => {
  const res = await api(director, "POST", "/api/pdf-templates", body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string; isDefault: boolean; templateType: string };
};
const messages = (res: { json: () => { errors?: { message: string }[] } }) => (res.json().errors ?? []).map((e) => e.message);
const lastLog = async () => (await t.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];
const pdfText = async (payload: Buffer) => (await extractText(new Uint8Array(payload), { mergePages: true })).text.replace(/\s+/g, " ");

describe("the seeded default", () => {
  it("is the standard purchase order, listed first and marked default", async () => {
    const res = await api(viewer, "GET", "/api/pdf-templates");
    expect(res.statusCode).toBe(200);
    const first = res.json().items[0];
    expect(first).toMatchObject({ id: seeded, name: DEFAULT_PURCHASE_ORDER_TEMPLATE.name, templateType: "purchase_order", isDefault: true });
    const one = await api(viewer, "GET", `/api/pdf-templates/${seeded}`);
    expect(one.json().templateElements).toHaveLength(DEFAULT_PURCHASE_ORDER_TEMPLATE.templateElements.length);
  });
});

describe("reads", () => {
  it("401 signed out, 403 without Company Profile view", async () => {
    for (const url of ["/api/pdf-templates", `/api/pdf-templates/${seeded}`, `/api/pdf-templates/${seeded}/preview.pdf`]) {
      expect((await api(undefined, "GET", url)).statusCode).toBe(401);
      expect((await api(outsider, "GET", url)).statusCode).toBe(403);
    }
  });

  it("filters by type; 400 for an unknown type; 404 for a missing or malformed id", async () => {
    await create({ name: "Monthly report", templateType: "report" });
    const reports = (await api(viewer, "GET", "/api/pdf-templates?templateType=report")).json();
    expect(reports.items.map((i: { templateType: string }) => i.templateType)).toEqual(reports.items.map(() => "report"));
    expect(reports.total).toBeGreaterThan(0);
    const bad = await api(viewer, "GET", "/api/pdf-templates?templateType=invoice");
    expect(bad.statusCode).toBe(400);
    expect(messages(bad)).toContain("Unknown template type");
    expect((await api(viewer, "GET", "/api/pdf-templates/999999")).statusCode).toBe(404);
    expect((await api(viewer, "GET", "/api/pdf-templates/abc")).json().message).toBe("Template not found");
  });
});

describe("POST /api/pdf-templates", () => {
  it("401, 403 for a Viewer (Company Profile view only)", async () => {
    expect((await api(undefined, "POST", "/api/pdf-templates", body())).statusCode).toBe(401);
    expect((await api(viewer, "POST", "/api/pdf-templates", body())).statusCode).toBe(403);
  });

  it("400 with the spec's messages", async () => {
    const el = (over: Record<string, unknown>) => ({ templateElements: [{ ...body().templateElements[0], ...over }] });
    const pos = (over: Record<string, unknown>) => el({ position: { x: 0, y: 0, width: 10, height: 10, ...over } });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "Template name is required"],
      [{ name: "   " }, "Template name is required"],
      [{ name: undefined }, "Template name is required"],
      [{ name: "x".repeat(101) }, "Template name must be less than 100 characters"],
      [{ templateType: "invoice" }, "Template type must be purchase order, report or certificate"],
      [{ layout: { ...body().layout, pageSize: "A3" } }, "Page size must be A4 or Letter"],
      [{ layout: { ...body().layout, orientation: "sideways" } }, "Orientation must be portrait or landscape"],
      [{ layout: { ...body().layout, margins: { top: 101, right: 0, bottom: 0, left: 0 } } }, "Margins must be between 0 and 100"],
      [{ layout: { ...body().layout, margins: { top: 0, right: -1, bottom: 0, left: 0 } } }, "Margins must be between 0 and 100"],
      [el({ type: "hexagon" }), "Unknown element type"],
      [el({ id: "" }), "Each element needs an id"],
      [pos({ x: -1 }), "x must be 0 or more"],
      [pos({ y: -0.5 }), "y must be 0 or more"],
      [pos({ width: 0.5 }), "Width must be at least 1"],
      [pos({ height: 0 }), "Height must be at least 1"],
      [el({ dataBinding: "supplier.bankAccount" }), "Choose a purchase order field"],
      [el({ properties: { color: "red" } }), "Colours must be hex colours like #1f2937"],
      [el({ properties: { imageData: "data:image/svg+xml;base64,PHN2Zz4=" } }), "Images must be PNG or JPEG"],
      [el({ properties: { imageData: `data:image/png;base64,${"A".repeat(400_000)}` } }), "Images must be 300 KB or smaller"],
    ];
    for (const [over, message] of cases) {
      const res = await api(director, "POST", "/api/pdf-templates", body(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(messages(res), JSON.stringify(over).slice(0, 80)).toContain(message);
    }
  });

  it("creates (not default), records the author and logs it", async () => {
    const made = await create({ name: "  Site order  " });
    expect(made).toMatchObject({ name: "Site order", isDefault: false, isActive: true, elementCount: 2, createdBy: { name: "Dee Director" } });
    expect(await lastLog()).toMatchObject({ action: "pdf_template_created", entityId: String(made.id), category: "templates" });
  });
});

describe("PUT /api/pdf-templates/:id", () => {
  it("401, 403, 404, 400", async () => {
    const { id } = await create();
    expect((await api(undefined, "PUT", `/api/pdf-templates/${id}`, body())).statusCode).toBe(401);
    expect((await api(viewer, "PUT", `/api/pdf-templates/${id}`, body())).statusCode).toBe(403);
    expect((await api(director, "PUT", "/api/pdf-templates/999999", body())).statusCode).toBe(404);
    expect(messages(await api(director, "PUT", `/api/pdf-templates/${id}`, body({ name: "" })))).toContain("Template name is required");
  });

  it("saves the layout and elements, and logs the save", async () => {
    const { id } = await create();
    const moved = body({
      name: "Site order v2",
      layout: { pageSize: "Letter", orientation: "landscape", margins: { top: 0, right: 100, bottom: 20, left: 20 } },
    });
    moved.templateElements[0].position = { x: 300.5, y: 120, width: 150, height: 30 };
    const res = await api(director, "PUT", `/api/pdf-templates/${id}`, moved);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: "Site order v2", layout: moved.layout });
    expect(res.json().templateElements[0].position).toEqual({ x: 300.5, y: 120, width: 150, height: 30 });
    expect(await lastLog()).toMatchObject({ action: "pdf_template_updated", description: expect.stringContaining("(was Site order)") });
  });

  it("409 when the default would become inactive or change type", async () => {
    const seededBody = { ...DEFAULT_PURCHASE_ORDER_TEMPLATE };
    const inactive = await api(director, "PUT", `/api/pdf-templates/${seeded}`, { ...seededBody, isActive: false });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe(DEFAULT_INACTIVE_REFUSAL);
    const retyped = await api(director, "PUT", `/api/pdf-templates/${seeded}`, { ...seededBody, templateType: "report" });
    expect(retyped.statusCode).toBe(409);
    expect(retyped.json().message).toBe(DEFAULT_TYPE_REFUSAL);
  });
});

describe("POST /api/pdf-templates/:id/default", () => {
  it("401, 403, 404", async () => {
    expect((await api(undefined, "POST", `/api/pdf-templates/${seeded}/default`)).statusCode).toBe(401);
    expect((await api(viewer, "POST", `/api/pdf-templates/${seeded}/default`)).statusCode).toBe(403);
    expect((await api(director, "POST", "/api/pdf-templates/999999/default")).statusCode).toBe(404);
  });

  it("keeps one default per type: the old default of the same type stops, other types keep theirs", async () => {
    const report = await create({ name: "Report default", templateType: "report" });
    expect((await api(director, "POST", `/api/pdf-templates/${report.id}/default`)).json().isDefault).toBe(true);
    const next = await create({ name: "New PO default" });
    const res = await api(director, "POST", `/api/pdf-templates/${next.id}/default`);
    expect(res.statusCode).toBe(200);
    expect(res.json().isDefault).toBe(true);
    const defaults = (await api(viewer, "GET", "/api/pdf-templates")).json().items.filter((i: { isDefault: boolean }) => i.isDefault);
    expect(defaults.map((d: { id: number }) => d.id).sort()).toEqual([report.id, next.id].sort());
    expect(await lastLog()).toMatchObject({
      action: "pdf_template_default_set",
      description: expect.stringContaining(`(was ${DEFAULT_PURCHASE_ORDER_TEMPLATE.name})`),
    });
    // Back to the seeded one for the other tests.
    await api(director, "POST", `/api/pdf-templates/${seeded}/default`);
  });

  it("409 for an inactive template", async () => {
    const { id } = await create({ isActive: false });
    const res = await api(director, "POST", `/api/pdf-templates/${id}/default`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(INACTIVE_DEFAULT_REFUSAL);
  });
});

describe("POST /api/pdf-templates/:id/duplicate", () => {
  it("401, 403, 404; copies everything but the default flag", async () => {
    expect((await api(undefined, "POST", `/api/pdf-templates/${seeded}/duplicate`)).statusCode).toBe(401);
    expect((await api(viewer, "POST", `/api/pdf-templates/${seeded}/duplicate`)).statusCode).toBe(403);
    expect((await api(director, "POST", "/api/pdf-templates/999999/duplicate")).statusCode).toBe(404);
    const res = await api(director, "POST", `/api/pdf-templates/${seeded}/duplicate`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: `Copy of ${DEFAULT_PURCHASE_ORDER_TEMPLATE.name}`, isDefault: false });
    expect(res.json().templateElements).toEqual(DEFAULT_PURCHASE_ORDER_TEMPLATE.templateElements);
    expect(await lastLog()).toMatchObject({ action: "pdf_template_duplicated" });
  });
});

describe("DELETE /api/pdf-templates/:id", () => {
  it("401, 403, 404, 409 for the default", async () => {
    const { id } = await create();
    expect((await api(undefined, "DELETE", `/api/pdf-templates/${id}`)).statusCode).toBe(401);
    expect((await api(viewer, "DELETE", `/api/pdf-templates/${id}`)).statusCode).toBe(403);
    expect((await api(director, "DELETE", "/api/pdf-templates/999999")).statusCode).toBe(404);
    const refused = await api(director, "DELETE", `/api/pdf-templates/${seeded}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DEFAULT_DELETE_REFUSAL);
  });

  it("soft-deletes to the recycle bin, logs it, and the template is gone from reads", async () => {
    const { id } = await create({ name: "Old layout" });
    expect((await api(director, "DELETE", `/api/pdf-templates/${id}`)).statusCode).toBe(204);
    expect((await api(viewer, "GET", `/api/pdf-templates/${id}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(pdfTemplates).where(eq(pdfTemplates.id, id));
    expect(row.deletedAt).not.toBeNull();
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(and(eq(recycleBin.recordType, "pdf_template"), eq(recycleBin.recordId, String(id))));
    expect(bin.recordName).toBe("Old layout");
    expect(await lastLog()).toMatchObject({ action: "pdf_template_deleted", severity: "warning" });
    // Restoring is for Backup & Data › Edit (decision 0016): the administrator.
    const admin = (await signedIn(t, { role: "Admin" })).cookie;
    const restored = await api(admin, "POST", `/api/recycle-bin/${bin.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ recordType: "pdf_template", link: `/template-designer?template=${id}` });
    expect((await api(viewer, "GET", `/api/pdf-templates/${id}`)).json()).toMatchObject({ name: "Old layout", isDefault: false });
  });
});

describe("previews", () => {
  it("draws a saved template with the sample order and the company", async () => {
    const res = await api(viewer, "GET", `/api/pdf-templates/${seeded}/preview.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(res.rawPayload);
    for (const words of ["PURCHASE ORDER", "PO number: PO-2025-0142", "Ready-mix concrete", "£6,907.50", "VAT at 20%"]) expect(text).toContain(words);
    expect((await api(viewer, "GET", "/api/pdf-templates/999999/preview.pdf")).statusCode).toBe(404);
  });

  it("draws an unsaved body for those who may edit templates; 401, 403, 400", async () => {
    expect((await api(undefined, "POST", "/api/pdf-templates/preview", body())).statusCode).toBe(401);
    expect((await api(outsider, "POST", "/api/pdf-templates/preview", body())).statusCode).toBe(403);
    // Company Profile view is every role's: drawing what the sender made up needs the designer's Edit.
    const refused = await api(viewer, "POST", "/api/pdf-templates/preview", body());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You do not have permission to do this");
    expect(messages(await api(director, "POST", "/api/pdf-templates/preview", body({ name: "" })))).toContain("Template name is required");
    const res = await api(director, "POST", "/api/pdf-templates/preview", body());
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain("PO: PO-2025-0142");
  });

  const imageElement = (png: Buffer) => ({
    id: "i1",
    type: "image",
    position: { x: 40, y: 120, width: 200, height: 100 },
    properties: { source: "upload", imageData: `data:image/png;base64,${png.toString("base64")}` },
  });

  it("400 for an image of more than 25 megapixels, read from its header before anything decodes it", async () => {
    // 8000 × 8000 with alpha in a file of 100 bytes: 256 MB and more once decoded.
    const huge = body({ templateElements: [imageElement(pngHeader(8000, 8000))] });
    for (const [method, url] of [
      ["POST", "/api/pdf-templates/preview"],
      ["POST", "/api/pdf-templates"],
    ] as const) {
      const res = await api(director, method, url, huge);
      expect(res.statusCode, url).toBe(400);
      expect(messages(res)).toEqual([IMAGE_TOO_MANY_PIXELS]);
    }
    // Within the limit, an image is drawn (from a copy no larger than its box needs).
    const fine = await api(director, "POST", "/api/pdf-templates/preview", body({ templateElements: [imageElement(pngBytes(1200, 600))] }));
    expect(fine.statusCode, fine.body).toBe(200);
  });

  const texts = (n: number, length: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `t${i}`,
      type: "text",
      position: { x: 40, y: 40 + i * 10, width: 500, height: 10 },
      properties: { text: "x".repeat(length) },
    }));

  it("400 for more text than a template may draw, in all or in one element", async () => {
    const tooMuch = await api(director, "POST", "/api/pdf-templates/preview", body({ templateElements: texts(11, 2000) }));
    expect(tooMuch.statusCode).toBe(400);
    expect(messages(tooMuch)).toEqual(["A template can have at most 20,000 characters of text"]);
    const saved = await api(director, "POST", "/api/pdf-templates", body({ templateElements: texts(11, 2000) }));
    expect(messages(saved)).toEqual(["A template can have at most 20,000 characters of text"]);
    const long = await api(director, "POST", "/api/pdf-templates/preview", body({ templateElements: texts(1, 2001) }));
    expect(messages(long)).toEqual(["Text must be 2000 characters or fewer"]);
    expect((await api(director, "POST", "/api/pdf-templates/preview", body({ templateElements: texts(10, 2000) }))).statusCode).toBe(200);
  });

  it("one preview at a time per user: a second at once is 429", async () => {
    // The most text a template may carry, so the first is usually still being drawn when the second
    // arrives. On a loaded machine the second's sign-in check can outlast the whole first preview (the
    // CI run of 28 November, on PostgreSQL), so a pair that ran one after the other is tried again: a
    // lane without the per-user limit never answers 429, and one preview is always drawn.
    const heavy = body({ templateElements: texts(10, 2000) });
    let refused: Awaited<ReturnType<typeof api>> | undefined;
    for (let attempt = 0; attempt < 5 && !refused; attempt++) {
      const answers = await Promise.all([1, 2].map(() => api(director, "POST", "/api/pdf-templates/preview", heavy)));
      expect(answers.map((r) => r.statusCode)).toContain(200);
      expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
      refused = answers.find((r) => r.statusCode === 429);
    }
    expect(refused?.json().message).toBe(PREVIEW_MESSAGES.userBusy);
  });
});
