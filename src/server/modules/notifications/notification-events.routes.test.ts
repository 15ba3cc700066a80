import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { assets, users } from "../../db/schema/index";
import { buildProject } from "../../seed/factories";
import { call, createTestApp, TEST_ADMIN, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { solvedToken } from "../../test/bot-token";
import { orderBody } from "../purchase-orders/purchase-orders.test-support";
import { issueBody } from "../site-issues/site-issues.test-support";
import { details, register } from "../workers/worker-registrations.test-support";
import { chooseEmail, emailsAfterAnswer, notificationsOfType } from "./notifications.test-support";

/**
 * Each event of issue 33 writes exactly one notification for each user it concerns, none for the one
 * who acted, and the email when the user's choice for the category is on (after the request answers).
 */

type Who = Awaited<ReturnType<typeof signedIn>>;
let t: TestApp;
let admin: { id: number; email: string };
let buyer: Who;
let director: Who;
let projectManager: Who;
let siteManager: Who;
let supervisor: Who;
let project: Awaited<ReturnType<typeof buildProject>>;

beforeAll(async () => {
  t = await createTestApp({ botCheck: true });
  [admin] = await t.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, TEST_ADMIN.email.toLowerCase()));
  buyer = await signedIn(t, { role: "Buyer", name: "Gemma Lloyd" });
  director = await signedIn(t, { role: "Director", name: "Dee Director" });
  projectManager = await signedIn(t, { role: "Project Manager", name: "Priya Shah" });
  siteManager = await signedIn(t, { role: "Site Manager", name: "Tom Barker" });
  supervisor = await signedIn(t, { role: "Site Supervisor", name: "Sam Supervisor" });
  project = await buildProject(t.db, { name: "Kirkstall Road" });
});
afterAll(() => t.close());

const post = (cookie: string | undefined, url: string, payload: object = {}) => call(t.app, cookie, { method: "POST", url, payload });
const recipients = async (type: string) => (await notificationsOfType(t.db, type)).map((n) => n.userId).sort((a, b) => a - b);
const ids = (...who: { id: number }[]) => who.map((w) => w.id).sort((a, b) => a - b);

describe("a purchase order waiting for approval, and its outcome", () => {
  it("reaches the users who may approve it (not the buyer, not a role without a band), then the buyer", async () => {
    await chooseEmail(t.db, projectManager.user.id, "approvals", false);
    const created = await post(buyer.cookie, "/api/purchase-orders", orderBody({ projectId: project.id }));
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect((await post(buyer.cookie, `/api/purchase-orders/${order.id}/submit`)).statusCode).toBe(200);

    // £14,880.00: the admin, the director (any amount) and the project manager (up to £25,000.00).
    expect(await recipients("po_pending_approval")).toEqual(ids(admin, director.user, projectManager.user));
    const [toDirector] = (await notificationsOfType(t.db, "po_pending_approval")).filter((n) => n.userId === director.user.id);
    expect(toDirector).toMatchObject({
      title: `Purchase order ${order.poNumber} needs your approval`,
      message: `Gemma Lloyd submitted an order to Hanson Cement for £14,880.00 on Kirkstall Road.`,
      category: "approvals",
      priority: "high",
      link: `/purchase-orders?order=${order.id}`,
      read: false,
    });
    // Email: the director's choice is the default (on), the project manager turned it off.
    const [mail] = await emailsAfterAnswer(t.db, director.user.email, 1);
    expect(mail.subject).toBe(`Purchase order ${order.poNumber} needs your approval`);
    expect(mail.textBody).toContain("Gemma Lloyd submitted an order to Hanson Cement for £14,880.00");
    expect(mail.textBody).toContain(`Open it in Sitebook: http://localhost:80/purchase-orders?order=${order.id}`);
    expect(await emailsAfterAnswer(t.db, projectManager.user.email, 0)).toHaveLength(0);
    expect(await emailsAfterAnswer(t.db, buyer.user.email, 0)).toHaveLength(0);

    expect((await post(director.cookie, `/api/purchase-orders/${order.id}/approve`)).statusCode).toBe(200);
    expect(await recipients("po_approved")).toEqual(ids(buyer.user));
    const [outcome] = await notificationsOfType(t.db, "po_approved");
    expect(outcome).toMatchObject({ title: `Purchase order ${order.poNumber} approved`, link: `/purchase-orders?order=${order.id}`, priority: "high" });
    expect(outcome.message).toContain("Dee Director approved your order to Hanson Cement for £14,880.00");
    const [buyerMail] = await emailsAfterAnswer(t.db, buyer.user.email, 1);
    expect(buyerMail.subject).toBe(`Purchase order ${order.poNumber} approved`);
  });

  it("a rejection tells the buyer with the reason; a refused step tells nobody", async () => {
    const order = (await post(buyer.cookie, "/api/purchase-orders", orderBody())).json();
    await post(buyer.cookie, `/api/purchase-orders/${order.id}/submit`);
    const before = (await notificationsOfType(t.db, "po_rejected")).length;
    // The buyer may not reject their own order (403): nothing is written.
    expect((await post(buyer.cookie, `/api/purchase-orders/${order.id}/reject`, { reason: "No" })).statusCode).toBe(403);
    expect(await notificationsOfType(t.db, "po_rejected")).toHaveLength(before);
    expect((await post(director.cookie, `/api/purchase-orders/${order.id}/reject`, { reason: "Use the framework supplier" })).statusCode).toBe(200);
    const rejected = (await notificationsOfType(t.db, "po_rejected")).filter((n) => n.link === `/purchase-orders?order=${order.id}`);
    expect(rejected.map((n) => n.userId)).toEqual([buyer.user.id]);
    expect(rejected[0].message).toContain("Use the framework supplier");
  });
});

describe("a site issue assigned", () => {
  it("tells the assignee, not someone who assigns it to themself", async () => {
    const created = await post(supervisor.cookie, "/api/site-issues", issueBody(project.id, { assignedToId: siteManager.user.id }));
    expect(created.statusCode, created.body).toBe(201);
    const issue = created.json();
    expect(await recipients("site_issue_assigned")).toEqual([siteManager.user.id]);
    const [n] = await notificationsOfType(t.db, "site_issue_assigned");
    expect(n).toMatchObject({ category: "site_issues", link: `/project/${project.slug}/site-issues/view/${issue.id}`, priority: "high" });
    expect(n.message).toContain("Sam Supervisor assigned you a high priority issue on Kirkstall Road at Level 2, grid C4");
    expect(await emailsAfterAnswer(t.db, siteManager.user.email, 1)).toHaveLength(1);

    // Reassigned to the one who changes it: nobody is told; back to the site manager: told again.
    const url = `/api/site-issues/${issue.id}`;
    expect((await call(t.app, supervisor.cookie, { method: "PATCH", url, payload: { assignedToId: supervisor.user.id } })).statusCode).toBe(200);
    expect(await recipients("site_issue_assigned")).toEqual([siteManager.user.id]);
    await call(t.app, supervisor.cookie, { method: "PATCH", url, payload: { assignedToId: siteManager.user.id } });
    expect(await recipients("site_issue_assigned")).toEqual([siteManager.user.id, siteManager.user.id]);
  });
});

describe("an access request received", () => {
  it("tells each active admin once, however often it is repeated; their email follows their choice", async () => {
    const ask = async () =>
      t.app.inject({
        method: "POST",
        url: "/api/send-registration-request",
        payload: {
          name: "Liam Hughes",
          email: "liam@example.co.uk",
          role: "Site Supervisor",
          recaptchaToken: (await solvedToken(t.app, "request_access")).token,
        },
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    expect(await recipients("access_request")).toEqual([admin.id]);
    const [n] = await notificationsOfType(t.db, "access_request");
    expect(n).toMatchObject({ title: "Access request from Liam Hughes", link: "/team?tab=requests", category: "access_requests" });
    const adminMails = async () => (await t.lastEmailTo(admin.email))?.kind;
    expect(await adminMails()).toBe("access_request");

    await chooseEmail(t.db, admin.id, "access_requests", false);
    const before = (await t.lastEmailTo(admin.email))?.id;
    await t.app.inject({
      method: "POST",
      url: "/api/send-registration-request",
      payload: { name: "Nia Evans", email: "nia@example.co.uk", role: "QS", recaptchaToken: (await solvedToken(t.app, "request_access")).token },
    });
    expect(await recipients("access_request")).toEqual([admin.id, admin.id]);
    expect((await t.lastEmailTo(admin.email))?.id).toBe(before);
  }, 60_000);
});

describe("a material request approved or rejected", () => {
  it("tells the one who asked", async () => {
    const body = {
      projectId: project.id,
      requestedByName: "Tom Barker",
      dateNeeded: "2026-12-02",
      materialDescription: "Type 1 MOT sub-base",
      quantityEstimate: "40 tonnes",
      urgencyLevel: "urgent",
    };
    const a = (await post(siteManager.cookie, "/api/material-requests", body)).json();
    const b = (await post(siteManager.cookie, "/api/material-requests", body)).json();
    expect((await post(buyer.cookie, `/api/material-requests/${a.id}/approve`)).statusCode).toBe(200);
    expect((await post(buyer.cookie, `/api/material-requests/${b.id}/reject`, { reason: "Already on site" })).statusCode).toBe(200);
    expect(await recipients("material_request_approved")).toEqual([siteManager.user.id]);
    expect(await recipients("material_request_rejected")).toEqual([siteManager.user.id]);
    const [rejected] = await notificationsOfType(t.db, "material_request_rejected");
    expect(rejected).toMatchObject({ link: `/purchase-orders?tab=requests&request=${b.id}`, category: "material_requests" });
    expect(rejected.message).toBe("Gemma Lloyd rejected your request for Type 1 MOT sub-base: Already on site.");
    // Material requests are not emailed unless the user turns them on.
    const mails = (await emailsAfterAnswer(t.db, siteManager.user.email, 0)).filter((m) => m.subject.startsWith("Material request"));
    expect(mails).toHaveLength(0);
  });
});

describe("a worker's registration waiting for approval", () => {
  it("tells the users who can edit Workforce, with the email for those who turned it on", async () => {
    await chooseEmail(t.db, supervisor.user.id, "worker_registrations", true);
    const issued = await post(supervisor.cookie, `/api/projects/by-slug/${project.slug}/registration-link`);
    const token: string = issued.json().path.split("/").pop();
    const res = await register(t, token, { details: details() });
    expect(res.statusCode, res.body).toBe(201);
    const told = await recipients("worker_registration_received");
    expect(told).toContain(supervisor.user.id);
    expect(told).toContain(admin.id);
    expect(told).not.toContain(buyer.user.id); // Buyer: no Workforce
    expect(new Set(told).size).toBe(told.length);
    const [n] = await notificationsOfType(t.db, "worker_registration_received");
    expect(n).toMatchObject({ title: "Declan Ashworth registered for Kirkstall Road", link: "/workforce/registrations", priority: "high" });
    const mails = await emailsAfterAnswer(t.db, supervisor.user.email, 1);
    expect(mails.some((m) => m.subject === "Declan Ashworth registered for Kirkstall Road")).toBe(true);
  }, 60_000);
});

describe("an asset taken out of use", () => {
  it("tells the users who can edit Assets, not the one who reported it; once while it stays out", async () => {
    const [asset] = await t.db
      .insert(assets)
      .values({ name: "Excavator 8t", type: "plant", category: "Excavator", qrToken: randomBytes(16).toString("hex") })
      .returning();
    const url = `/api/assets/${asset.id}/defects`;
    expect((await post(siteManager.cookie, url, { note: "Brakes fade on the ramp", unsafe: true })).statusCode).toBe(201);
    const told = await recipients("asset_out_of_use");
    expect(told).not.toContain(siteManager.user.id);
    expect(told).toContain(director.user.id);
    expect(told).toContain(admin.id);
    expect(told).not.toContain(buyer.user.id); // Buyer: Assets view only
    expect(new Set(told).size).toBe(told.length);
    const [n] = await notificationsOfType(t.db, "asset_out_of_use");
    expect(n).toMatchObject({ title: "Excavator 8t taken out of use", link: `/assets/edit/${asset.id}`, priority: "high", category: "out_of_use" });
    expect(n.message).toBe("Tom Barker took Excavator 8t out of use. Defect reported: Brakes fade on the ramp. It stays out of use until someone clears it.");
    expect(await emailsAfterAnswer(t.db, director.user.email, 3)).toHaveLength(3); // approval, and now this one by default
    // A second unsafe report while it is out: nothing new.
    await post(siteManager.cookie, url, { note: "Bucket pin worn", unsafe: true });
    expect(await recipients("asset_out_of_use")).toHaveLength(told.length);
  });
});
