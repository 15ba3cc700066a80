import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, call, TEST_ADMIN, type TestApp } from "../../test/harness";
import { createMailer } from "../../platform/mail";
import { areas } from "../index";
import { signedIn } from "../users/team-test-support";
import { sessionForEmail } from "../../test/sessions";

let t: TestApp;
let admin: string;
let viewer: string;
/** The server's declared kinds and "test", which no module declares: the outbox has no label for it. */
const mailer = () => createMailer(t.db, t.config, { ...areas.mailKinds, test: { label: "Test message" } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionForEmail(t.db, TEST_ADMIN.email);
  viewer = (await signedIn(t, { role: "Managing Director" })).cookie;
  await mailer().send({ by: "system", to: "first@outbox.test", subject: "First message", text: "Hello first", kind: "test" });
  await mailer().send({
    by: "system",
    to: "second@outbox.test",
    subject: "Your code",
    text: "Your code is 123456",
    html: "<p>Your code is <b>123456</b></p>",
    kind: "password_reset",
  });
});
afterAll(() => t.close());

const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });

describe("GET /api/outbox", () => {
  it("answers 401 signed out and 403 even to a Managing Director", async () => {
    expect((await get(undefined, "/api/outbox")).statusCode).toBe(401);
    expect((await get(viewer, "/api/outbox")).statusCode).toBe(403);
  });

  it("lists emails newest first with whether SMTP is configured, and filters by recipient", async () => {
    const res = await get(admin, "/api/outbox?pageSize=2");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ smtp: false, page: 1, pageSize: 2, total: 2 });
    expect(body.items[0]).toMatchObject({
      to: "second@outbox.test",
      subject: "Your code",
      status: "outbox",
      kind: "password_reset",
      kindLabel: "Password reset code",
      sentAt: null,
      error: null,
    });
    expect(body.items[0].text).toBeUndefined();
    expect(body.items[1]).toMatchObject({ subject: "First message", kind: "test", kindLabel: null });
    const filtered = (await get(admin, "/api/outbox?to=FIRST@")).json();
    expect(filtered.items.map((e: { to: string }) => e.to)).toEqual(["first@outbox.test"]);
  });

  it("answers 400 for a bad page", async () => {
    const res = await get(admin, "/api/outbox?page=-1");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Page must be 1 or more");
  });
});

describe("GET /api/outbox/:id", () => {
  it("answers 401, 403, 400 and 404", async () => {
    const id = (await get(admin, "/api/outbox")).json().items[0].id;
    expect((await get(undefined, `/api/outbox/${id}`)).statusCode).toBe(401);
    expect((await get(viewer, `/api/outbox/${id}`)).statusCode).toBe(403);
    const bad = await get(admin, "/api/outbox/abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "Email not found", errors: [{ field: "id", message: "Email not found" }] });
    const missing = await get(admin, "/api/outbox/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Email not found");
  });

  it("gives the whole message", async () => {
    const id = (await get(admin, "/api/outbox?to=second")).json().items[0].id;
    const res = await get(admin, `/api/outbox/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      to: "second@outbox.test",
      subject: "Your code",
      text: "Your code is 123456",
      html: "<p>Your code is <b>123456</b></p>",
    });
    expect(res.json().attachments).toEqual([]);
  });
});

describe("GET /api/outbox/:id/attachments/:attachmentId", () => {
  // A third email (after the list tests above have counted two): a purchase order with its PDF.
  const pdf = Buffer.from("%PDF-1.7\n% the order as it went\n%%EOF\n");
  let emailId: number;
  let attachmentId: number;

  it("the email names its files (no bytes) and the file comes back as it went, as a download", async () => {
    emailId = (
      await mailer().send({
        by: "system",
        to: "orders@supplier.test",
        subject: "Purchase order PO-2026-0001",
        text: "Please find attached",
        kind: "purchase_order",
        attachments: [{ filename: "PO-2026-0001.pdf", contentType: "application/pdf", content: pdf }],
      })
    ).id;
    const email = (await get(admin, `/api/outbox/${emailId}`)).json();
    expect(email.attachments).toEqual([{ id: expect.any(Number), filename: "PO-2026-0001.pdf", contentType: "application/pdf", size: pdf.length }]);
    attachmentId = email.attachments[0].id;

    const res = await get(admin, `/api/outbox/${emailId}/attachments/${attachmentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="PO-2026-0001.pdf"; filename*=UTF-8''PO-2026-0001.pdf`);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it("answers 401, 403, 400 and 404 (an unknown email, an unknown file, another email's file)", async () => {
    const url = `/api/outbox/${emailId}/attachments/${attachmentId}`;
    expect((await get(undefined, url)).statusCode).toBe(401);
    expect((await get(viewer, url)).statusCode).toBe(403);
    const bad = await get(admin, `/api/outbox/${emailId}/attachments/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Attachment not found");
    const noEmail = await get(admin, `/api/outbox/999999/attachments/${attachmentId}`);
    expect(noEmail.statusCode).toBe(404);
    expect(noEmail.json().message).toBe("Email not found");
    expect((await get(admin, `/api/outbox/${emailId}/attachments/999999`)).json().message).toBe("Attachment not found");
    const other = (await get(admin, "/api/outbox?to=second")).json().items[0].id;
    const elsewhere = await get(admin, `/api/outbox/${other}/attachments/${attachmentId}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe("Attachment not found");
  });
});

describe("GET /api/outbox/:id/attachments/:attachmentId", () => {
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");
  let emailId: number;
  let attachmentId: number;
  let otherEmailId: number;

  beforeAll(async () => {
    emailId = (
      await mailer().send({
        by: "system",
        to: "orders@supplier.test",
        subject: "Purchase order PO-2026-0001",
        text: "Please find attached our purchase order.",
        kind: "purchase_order",
        attachments: [{ filename: "PO-2026-0001.pdf", contentType: "application/pdf", content: pdf }],
      })
    ).id;
    otherEmailId = (await mailer().send({ by: "system", to: "third@outbox.test", subject: "No files", text: "Nothing attached", kind: "test" })).id;
    const detail = (await get(admin, `/api/outbox/${emailId}`)).json();
    attachmentId = detail.attachments[0].id;
  });

  it("lists each message's files: how many in the list, name, type and size in the message", async () => {
    const items = (await get(admin, "/api/outbox?pageSize=50")).json().items as { id: number; attachmentCount: number }[];
    expect(items.find((m) => m.id === emailId)?.attachmentCount).toBe(1);
    expect(items.find((m) => m.id === otherEmailId)?.attachmentCount).toBe(0);
    const detail = (await get(admin, `/api/outbox/${emailId}`)).json();
    expect(detail).toMatchObject({
      attachmentCount: 1,
      attachments: [{ id: attachmentId, filename: "PO-2026-0001.pdf", contentType: "application/pdf", size: pdf.length }],
    });
    expect((await get(admin, `/api/outbox/${otherEmailId}`)).json().attachments).toEqual([]);
  });

  it("answers 401 signed out, 403 to anyone but an admin, 400 for a bad id and 404 for a file not on that message", async () => {
    const url = `/api/outbox/${emailId}/attachments/${attachmentId}`;
    expect((await get(undefined, url)).statusCode).toBe(401);
    const forbidden = await get(viewer, url);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers["content-type"]).toMatch(/json/);
    const bad = await get(admin, `/api/outbox/${emailId}/attachments/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: "attachmentId", message: "Attachment not found" }]);
    const elsewhere = await get(admin, `/api/outbox/${otherEmailId}/attachments/${attachmentId}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe("Attachment not found");
    const none = await get(admin, `/api/outbox/${emailId}/attachments/999999`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("Attachment not found");
    const noEmail = await get(admin, `/api/outbox/999999/attachments/${attachmentId}`);
    expect(noEmail.statusCode).toBe(404);
    expect(noEmail.json().message).toBe("Email not found");
  });

  it("downloads the file as it was sent", async () => {
    const res = await get(admin, `/api/outbox/${emailId}/attachments/${attachmentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment;.*PO-2026-0001\.pdf/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });
});
