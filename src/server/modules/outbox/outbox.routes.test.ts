import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, call, TEST_ADMIN, type TestApp } from "../../test/harness";
import { createMailer } from "../../platform/mail";
import { signedIn } from "../users/team-test-support";
import { sessionForEmail } from "../../test/sessions";

let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionForEmail(t.db, TEST_ADMIN.email);
  viewer = (await signedIn(t, { role: "Managing Director" })).cookie;
  const mailer = createMailer(t.db, t.config);
  await mailer.send({ to: "first@outbox.test", subject: "First message", text: "Hello first", kind: "test" });
  await mailer.send({
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
      sentAt: null,
      error: null,
    });
    expect(body.items[0].text).toBeUndefined();
    expect(body.items[1].subject).toBe("First message");
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
  });
});
