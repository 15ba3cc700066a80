import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsMessages } from "../../db/schema/index";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../test/harness";
import { sessionForEmail } from "../../test/sessions";
import { FAKE_SID, FAKE_TOKEN, startFakeTwilio, type FakeTwilio } from "../../test/fake-twilio";
import { twilioSignature } from "../../platform/sms/twilio";
import { smsFixture, send, get } from "./sms.test-support";
import { workerBody } from "../workers/workers.test-support";
import { call } from "../../test/harness";

/** With Twilio set up (a local fake): each row goes to the provider and receipts move it on. */
const ORIGIN = "https://sitebook.example.co.uk";
let t: TestApp;
let fake: FakeTwilio;
let f: Awaited<ReturnType<typeof smsFixture>>;
let admin: string;
beforeAll(async () => {
  fake = await startFakeTwilio();
  t = await createTestApp({
    publicOrigin: ORIGIN,
    sms: { provider: "twilio", accountSid: FAKE_SID, authToken: FAKE_TOKEN, from: "+447700900999", apiUrl: fake.url, callbackOrigin: ORIGIN },
  });
  f = await smsFixture(t);
  admin = await sessionForEmail(t.db, TEST_ADMIN.email);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const receipt = (params: Record<string, string>, headers: Record<string, string> = {}, path = "/api/sms/status/twilio") =>
  t.app.inject({
    method: "POST",
    url: path,
    payload: new URLSearchParams(params).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
const signed = (params: Record<string, string>, path = "/api/sms/status/twilio") =>
  receipt(params, { "x-twilio-signature": twilioSignature(FAKE_TOKEN, ORIGIN + path, params) }, path);
const row = async (id: number) => (await t.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0];

let sentId: number;
let sid: string;

describe("sending through the provider", () => {
  it("hands each row to Twilio and answers with its id and status", async () => {
    const res = await send(t, f.supervisor, { audience: "employer", employer: f.employer, message: "Site closed tomorrow: high winds" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.provider).toBe("twilio");
    expect(body.messages.map((m: { status: string; provider: string }) => [m.status, m.provider])).toEqual([
      ["sent", "twilio"],
      ["sent", "twilio"],
    ]);
    expect(body.messages[0].providerMessageId).toMatch(/^SM/);
    expect(body.messages[0].sentAt).not.toBeNull();
    expect(fake.requests.map((r) => r.form.To).sort()).toEqual(["+447700900201", "+447700900202"]);
    sentId = body.messages[0].id;
    sid = body.messages[0].providerMessageId;
    const outbox = (await get(t, admin, "/api/sms/outbox")).json();
    expect(outbox.provider).toBe("twilio");
  });

  it("marks a row the provider refuses failed with its words, the rest sent", async () => {
    const bad = await call(t.app, f.supervisor, {
      method: "POST",
      url: "/api/workers",
      payload: workerBody({ firstName: "Zed", lastName: "Null", mobilePhone: "07700 900000" }),
    });
    const res = await send(t, f.supervisor, { audience: "worker", workerId: bad.json().id, message: "Hello" });
    expect(res.statusCode).toBe(201);
    expect(res.json().messages[0]).toMatchObject({
      status: "failed",
      provider: "twilio",
      providerMessageId: null,
      errorMessage: "Twilio 21211: The 'To' number +447700900000 is not a valid phone number.",
    });
  });
});

describe("POST /api/sms/status/:provider", () => {
  it("refuses an unsigned receipt with 403 and changes nothing", async () => {
    const res = await receipt({ MessageSid: sid, MessageStatus: "delivered" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("This delivery receipt is not signed");
    expect((await row(sentId)).status).toBe("sent");
  });

  it("refuses a wrongly signed receipt with 403 and changes nothing", async () => {
    const params = { MessageSid: sid, MessageStatus: "delivered" };
    const forged = await receipt(params, { "x-twilio-signature": twilioSignature("not-the-token-000", `${ORIGIN}/api/sms/status/twilio`, params) });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe("This delivery receipt's signature is not valid");
    const tampered = await receipt(
      { ...params, MessageStatus: "failed" },
      { "x-twilio-signature": twilioSignature(FAKE_TOKEN, `${ORIGIN}/api/sms/status/twilio`, params) },
    );
    expect(tampered.statusCode).toBe(403);
    expect((await row(sentId)).status).toBe("sent");
  });

  it("answers 404 for a provider that is not the one set up", async () => {
    const res = await signed({ MessageSid: sid, MessageStatus: "delivered" }, "/api/sms/status/vonage");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("SMS provider not found");
  });

  it("takes a signed receipt from another site's server (no Origin: the cross-site check lets it in) and marks the message delivered", async () => {
    const res = await signed({ MessageSid: sid, MessageStatus: "delivered", AccountSid: FAKE_SID });
    expect(res.statusCode).toBe(204);
    const after = await row(sentId);
    expect(after.status).toBe("delivered");
    expect(after.deliveredAt).not.toBeNull();
    // A late "sent" never takes a delivered message back.
    expect((await signed({ MessageSid: sid, MessageStatus: "sent" })).statusCode).toBe(204);
    expect((await row(sentId)).status).toBe("delivered");
  });

  it("records an undelivered message as failed with Twilio's error code", async () => {
    const other = (await get(t, f.qs, "/api/sms/messages?status=sent")).json().items[0];
    const res = await signed({ MessageSid: other.providerMessageId, MessageStatus: "undelivered", ErrorCode: "30003" });
    expect(res.statusCode).toBe(204);
    expect(await row(other.id)).toMatchObject({ status: "failed", errorMessage: "Twilio 30003" });
  });

  it("refuses a receipt larger than a receipt can be", async () => {
    const res = await receipt({ MessageSid: sid, Padding: "x".repeat(20_000) });
    expect(res.statusCode).toBe(413);
  });
});
