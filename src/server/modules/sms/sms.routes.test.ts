import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../test/harness";
import { sessionForEmail } from "../../test/sessions";
import { lastLog, messages } from "../workers/workers.test-support";
import { hit } from "../../platform/rate-limit";
import { smsFixture, send, get } from "./sms.test-support";
import { SMS_RECIPIENTS, SMS_SENDS, smsRecipientsKey, smsSendsKey } from "./sms.allowance";
import { signedIn } from "../../test/sessions";

/** Without a provider (the default): messages wait, pending, in the outbox admins read. */
let t: TestApp;
let f: Awaited<ReturnType<typeof smsFixture>>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await smsFixture(t);
  admin = await sessionForEmail(t.db, TEST_ADMIN.email);
});
afterAll(() => t.close());

const message = "Site closed tomorrow: high winds";

describe("POST /api/sms", () => {
  it("answers 401 signed out and 403 without Workforce create", async () => {
    expect((await send(t, undefined, { audience: "worker", workerId: f.ids.amy, message })).statusCode).toBe(401);
    const res = await send(t, f.qs, { audience: "worker", workerId: f.ids.amy, message });
    expect(res.statusCode).toBe(403);
    expect((await send(t, f.viewer, { audience: "worker", workerId: f.ids.amy, message })).statusCode).toBe(403);
  });

  it("answers 400 with the spec's messages", async () => {
    const long = await send(t, f.supervisor, { audience: "worker", workerId: f.ids.amy, message: "a".repeat(1601) });
    expect(long.statusCode).toBe(400);
    expect(messages(long.json())).toEqual(["Message too long (max 1600 characters)"]);
    const empty = await send(t, f.supervisor, { audience: "employer", message: "" });
    expect(messages(empty.json())).toEqual(expect.arrayContaining(["Message is required", "Choose an employer"]));
    const type = await send(t, f.supervisor, { audience: "worker", workerId: f.ids.amy, message, messageType: "fax" });
    expect(messages(type.json())).toEqual(["Message type must be sms or whatsapp"]);
    const nobody = await send(t, f.supervisor, { audience: "employer", employer: "Nobody Ltd", message });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe("No workers to send to");
    const noMobile = await send(t, f.supervisor, { audience: "worker", workerId: f.ids.dan, message });
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json().message).toBe("None of these workers has a mobile number that can receive a text: Dan Cole");
  });

  it("answers 404 for a worker or contract that is not there", async () => {
    const worker = await send(t, f.supervisor, { audience: "worker", workerId: 999999, message });
    expect(worker.statusCode).toBe(404);
    expect(worker.json().message).toBe("Worker not found");
    const contract = await send(t, f.supervisor, { audience: "contract", projectId: 999999, message });
    expect(contract.statusCode).toBe(404);
    expect(contract.json().message).toBe("Project not found");
  });

  it("keeps one row per worker with a mobile, pending in the outbox, and lists the one without", async () => {
    const res = await send(t, f.supervisor, { audience: "employer", employer: "  calder electrical services ", message });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ provider: null, recipients: 2, skipped: [{ workerId: f.ids.dan, name: "Dan Cole" }] });
    expect(
      body.messages.map((m: { recipientName: string; recipientPhone: string; status: string; provider: string | null }) => [
        m.recipientName,
        m.recipientPhone,
        m.status,
        m.provider,
      ]),
    ).toEqual([
      ["Amy Hirst", "+447700900201", "pending", null],
      ["Ben Oates", "+447700900202", "pending", null],
    ]);
    expect(new Set(body.messages.map((m: { batchId: string }) => m.batchId))).toEqual(new Set([body.batchId]));
    expect(body.messages[0]).toMatchObject({ sentByName: "Sam Supervisor", messageType: "sms", projectId: null });
    const log = await lastLog(t.db);
    expect(log).toMatchObject({ action: "sms_sent", entityType: "sms_batch", entityId: body.batchId });
    expect(log.description).toContain("2 kept in the SMS outbox (no provider is set up), 1 without a mobile number: Dan Cole");
  });

  it("sends to everyone signed in on the contract today, on site or gone home, with the contract on each row", async () => {
    const res = await send(t, f.supervisor, { audience: "contract", projectId: f.project.id, message, messageType: "whatsapp" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.recipients).toBe(2);
    expect(body.skipped).toEqual([{ workerId: f.ids.dan, name: "Dan Cole" }]);
    expect(body.messages.map((m: { recipientName: string }) => m.recipientName).sort()).toEqual(["Amy Hirst", "Eve Lund"]);
    expect(body.messages[0]).toMatchObject({ projectId: f.project.id, projectName: "Kirkstall Road Apartments", messageType: "whatsapp" });
  });
});

describe("GET /api/sms/audience and /api/sms/employers", () => {
  it("previews who a message reaches, and how many are on site now", async () => {
    expect((await get(t, undefined, "/api/sms/audience?audience=worker&workerId=1")).statusCode).toBe(401);
    expect((await get(t, f.viewer, `/api/sms/audience?audience=contract&projectId=${f.project.id}`)).statusCode).toBe(403);
    const res = await get(t, f.qs, `/api/sms/audience?audience=contract&projectId=${f.project.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, recipients: 2, onSiteNow: 2, skipped: [{ name: "Dan Cole" }] });
    const bad = await get(t, f.qs, "/api/sms/audience?audience=contract");
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(["Choose a contract"]);
    expect((await get(t, f.qs, "/api/sms/audience?audience=worker&workerId=999999")).statusCode).toBe(404);
  });

  it("lists the employers of active workers with their counts", async () => {
    expect((await get(t, f.viewer, "/api/sms/employers")).statusCode).toBe(403);
    const items = (await get(t, f.qs, "/api/sms/employers")).json().items;
    expect(items).toEqual(
      expect.arrayContaining([
        { employer: "Calder Electrical Services", workers: 3 },
        { employer: "Pennine Brickwork Ltd", workers: 1 },
      ]),
    );
  });
});

describe("GET /api/sms/messages", () => {
  it("lists what was sent to Workforce view, filtered, and refuses the rest", async () => {
    expect((await get(t, undefined, "/api/sms/messages")).statusCode).toBe(401);
    expect((await get(t, f.viewer, "/api/sms/messages")).statusCode).toBe(403);
    const all = (await get(t, f.qs, "/api/sms/messages")).json();
    expect(all.total).toBe(4);
    const onContract = (await get(t, f.qs, `/api/sms/messages?projectId=${f.project.id}`)).json();
    expect(onContract.items.map((m: { recipientName: string }) => m.recipientName).sort()).toEqual(["Amy Hirst", "Eve Lund"]);
    const batch = onContract.items[0].batchId;
    expect((await get(t, f.qs, `/api/sms/messages?batchId=${batch}`)).json().total).toBe(2);
    expect((await get(t, f.qs, `/api/sms/messages?workerId=${f.ids.amy}`)).json().total).toBe(2);
    expect((await get(t, f.qs, "/api/sms/messages?status=delivered")).json().total).toBe(0);
    const bad = await get(t, f.qs, "/api/sms/messages?status=lost");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Status must be one of pending, sent, delivered, failed");
  });
});

describe("GET /api/sms/outbox", () => {
  it("is the admin's alone: every message, pending, and no provider", async () => {
    expect((await get(t, undefined, "/api/sms/outbox")).statusCode).toBe(401);
    const director = (await signedIn(t, { role: "Managing Director" })).cookie;
    expect((await get(t, director, "/api/sms/outbox")).statusCode).toBe(403);
    const res = await get(t, admin, "/api/sms/outbox?status=pending");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: null, total: 4 });
  });
});

describe("POST /api/sms/status/:provider without a provider", () => {
  it("answers 404: no provider is set up to send receipts", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/sms/status/twilio",
      payload: "MessageSid=SM1&MessageStatus=delivered",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("SMS provider not found");
  });
});

describe("the allowance", () => {
  it("refuses the 11th send in an hour with 429 and writes nothing", async () => {
    const user = await signedIn(t, { role: "Site Supervisor", name: "Rita Rate" });
    await hit(t.db, smsSendsKey(user.user.id), SMS_SENDS.windowMs, SMS_SENDS.max);
    const before = (await get(t, f.qs, "/api/sms/messages")).json().total;
    const res = await send(t, user.cookie, { audience: "worker", workerId: f.ids.amy, message });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^You have sent too many messages in the last hour\. Please try again in \d+ minutes?\.$/);
    expect(res.headers["retry-after"]).toBeDefined();
    expect((await get(t, f.qs, "/api/sms/messages")).json().total).toBe(before);
  });

  it("refuses a batch past 500 recipients whole, and gives the send back", async () => {
    const user = await signedIn(t, { role: "Site Supervisor", name: "Rob Rate" });
    await hit(t.db, smsRecipientsKey(user.user.id), SMS_RECIPIENTS.windowMs, SMS_RECIPIENTS.max - 1);
    const res = await send(t, user.cookie, { audience: "employer", employer: "Calder Electrical Services", message });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^You have messaged too many workers in the last hour \(at most 500\)/);
    const one = await send(t, user.cookie, { audience: "worker", workerId: f.ids.amy, message });
    expect(one.statusCode).toBe(201);
  });
});
