import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { diaryEntries, outboxEmails } from "../../db/schema/index";
import { RESEND_REASON_MESSAGE } from "@shared/purchase-orders/purchase-order";
import { entryBody } from "../diary/diary.test-support";
import { lastLog, smallOrderBody } from "./purchase-orders.test-support";

/** Send to supplier cannot relay mail without limit (issue 28 §11, decision 0057). */

let t: TestApp;
let buyer: string;
let project: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer", name: "Gemma Lloyd" })).cookie;
  project = await buildProject(t.db, { name: "Leeds Dock" });
});
afterAll(() => t.close());

const req = (cookie: string, method: "GET" | "POST", url: string, payload?: object) => call(t.app, cookie, { method, url, payload });
const create = async (cookie: string, to: string) => {
  const res = await req(cookie, "POST", "/api/purchase-orders", smallOrderBody({ supplierEmail: to }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const send = (id: number, body: object = {}, cookie = buyer) => req(cookie, "POST", `/api/purchase-orders/${id}/order`, body);
const mailsTo = async (to: string) => (await t.db.select({ n: count() }).from(outboxEmails).where(eq(outboxEmails.toAddress, to)))[0].n;

describe("POST /api/purchase-orders/:id/order: re-sending and limits", () => {
  it("a first send needs no reason; a re-send needs one (400), and its reason is in the history and the activity log", async () => {
    const order = await create(buyer, "yard@resend.example");
    const first = await send(order.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe("ordered");

    const bare = await send(order.id);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(RESEND_REASON_MESSAGE);
    expect((await send(order.id, { reason: "   " })).json().message).toBe(RESEND_REASON_MESSAGE);
    expect(await mailsTo("yard@resend.example")).toBe(1);

    const again = await send(order.id, { reason: "Supplier lost the first email" });
    expect(again.statusCode, again.body).toBe(200);
    const events = again.json().events as { action: string; reason: string | null }[];
    expect(events.map((e) => e.reason)).toContain("Sent again to yard@resend.example: Supplier lost the first email");
    const log = await lastLog(t.db);
    expect(log).toMatchObject({ action: "purchase_order_sent" });
    expect(log.description).toContain("Sent again");
    expect(log.description).toContain("Reason: Supplier lost the first email");
    expect(await mailsTo("yard@resend.example")).toBe(2);
  });

  it("61 sends of one order email the supplier 3 times; the rest are 429 saying when to try again", async () => {
    const order = await create(buyer, "flood@target.example");
    const codes: number[] = [];
    let refusal = "";
    for (let i = 0; i < 61; i++) {
      const res = await send(order.id, { reason: `Attempt ${i}` });
      codes.push(res.statusCode);
      if (res.statusCode === 429) refusal = res.json().message;
    }
    expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
    expect(new Set(codes.slice(3))).toEqual(new Set([429]));
    expect(refusal).toMatch(/^This order has been sent 3 times in the last day\. It can be sent again in \d+ hours\.$/);
    expect(await mailsTo("flood@target.example")).toBe(3);
  });

  it("one user may send 30 orders an hour; the 31st is 429 and its order stays a draft", async () => {
    const busy = (await signedIn(t, { role: "Buyer" })).cookie;
    for (let i = 0; i < 30; i++) expect((await send((await create(busy, `s${i}@many.example`)).id, {}, busy)).statusCode).toBe(200);
    const last = await create(busy, "s30@many.example");
    const res = await send(last.id, {}, busy);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^You have sent 30 orders in the last hour\. Please try again in \d+ minutes?\.$/);
    expect(res.headers["retry-after"]).toBeTruthy();
    expect((await req(busy, "GET", `/api/purchase-orders/${last.id}`)).json().status).toBe("draft");
    expect(await mailsTo("s30@many.example")).toBe(0);
  });
});

describe("every user's outgoing mail is limited across flows", () => {
  it("after 100 emails in an hour (diary shares), a share and a send to supplier are 429 and nothing is saved or sent", async () => {
    const { user, cookie: director } = await signedIn(t, { role: "Director" });
    const share = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}${i}@share.example`);
    const entry = (sharedWith: string[]) => req(director, "POST", "/api/diary-entries", entryBody(project.id, { sharedWith }));
    expect((await entry(share(50, "a"))).statusCode).toBe(201);
    expect((await entry(share(45, "b"))).statusCode).toBe(201);

    // 95 used: a batch of 10 is refused whole, before the entry is saved.
    const entriesBefore = (await t.db.select({ n: count() }).from(diaryEntries))[0].n;
    const batch = await entry(share(10, "c"));
    expect(batch.statusCode).toBe(429);
    expect(batch.json().message).toMatch(/^You have sent too many emails in the last hour\. Please try again in \d+ minutes?\.$/);
    expect((await t.db.select({ n: count() }).from(diaryEntries))[0].n).toBe(entriesBefore);
    expect(await mailsTo("c0@share.example")).toBe(0);

    expect((await entry(share(5, "d"))).statusCode).toBe(201);
    const order = await create(director, "one-too-many@po.example");
    const res = await send(order.id, {}, director);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^You have sent too many emails in the last hour/);
    expect((await req(director, "GET", `/api/purchase-orders/${order.id}`)).json().status).toBe("draft");
    expect(await mailsTo("one-too-many@po.example")).toBe(0);

    // A forgot-password code is the system's mail, not the user's: it still goes out.
    const forgot = await call(t.app, undefined, { method: "POST", url: "/api/forgot-password", payload: { email: user.email } });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const [code] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, user.email));
    expect(code).toMatchObject({ kind: "password_reset", subject: "Account Access Code" });
  });
});
