import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { activityLogs, materialRequests, purchaseOrders, recycleBin, rolePermissions } from "../../db/schema/index";
import { DESCRIPTION_MESSAGE } from "@shared/material-requests/material-request";

let t: TestApp;
let siteManager: { user: { id: number; name: string }; cookie: string };
let buyer: { user: { id: number; name: string }; cookie: string };
let viewer: string;
let supervisor: string;
let outsider: string;
let qs: { user: { id: number; name: string }; cookie: string };
let procurementOnly: string;
let project: { id: number; slug: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  siteManager = await signedIn(t, { role: "Site Manager", name: "Sam Site" }); // Contracts: work; Purchase Orders: view
  buyer = await signedIn(t, { role: "Buyer", name: "Gemma Lloyd" }); // Purchase Orders: work; Contracts: view
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  supervisor = (await signedIn(t, { role: "Site Supervisor" })).cookie; // Purchase Orders: none
  await t.db
    .update(rolePermissions)
    .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
    .where(and(eq(rolePermissions.role, "Other"), eq(rolePermissions.resource, "Contracts")));
  outsider = (await signedIn(t, { role: "Other" })).cookie; // Purchase Orders: view; Contracts: none
  qs = await signedIn(t, { role: "QS", name: "Quinn Surveyor" }); // Contracts and Purchase Orders: work
  // Orders without the contracts: Purchase Orders work, Contracts nothing (decision 0015's reader).
  await t.db
    .update(rolePermissions)
    .set({ canView: false, canEdit: false, canCreate: false, canDelete: false })
    .where(and(eq(rolePermissions.role, "Project Manager"), eq(rolePermissions.resource, "Contracts")));
  procurementOnly = (await signedIn(t, { role: "Project Manager" })).cookie;
  project = await buildProject(t.db, { name: "Kirkstall Road Flats" });
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  projectId: project.id,
  requestedByName: "Sam Site",
  dateNeeded: "2026-12-02",
  materialDescription: "Type 1 MOT sub-base for the car park formation",
  quantityEstimate: "40 tonnes",
  urgencyLevel: "urgent",
  siteLocation: "Car park, grid A1-A6",
  costCode: "CP-210",
  notes: "Tipper access from the north gate only",
  ...over,
});
const req = (cookie: string | undefined, method: "GET" | "POST" | "DELETE", url: string, payload?: object) => call(t.app, cookie, { method, url, payload });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await req(siteManager.cookie, "POST", "/api/material-requests", body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const lastLog = async () => (await t.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];
const messages = (b: { errors?: { message: string }[] }) => (b.errors ?? []).map((e) => e.message);

describe("POST /api/material-requests", () => {
  it("401 signed out, 403 without Contracts create", async () => {
    expect((await req(undefined, "POST", "/api/material-requests", body())).statusCode).toBe(401);
    expect((await req(viewer, "POST", "/api/material-requests", body())).statusCode).toBe(403);
  });

  it("400 with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ projectId: -1 }, "Project is required"],
      [{ requestedByName: " " }, "Requested by is required"],
      [{ requestedByName: "x".repeat(201) }, "Requested by must be 200 characters or fewer"],
      [{ dateNeeded: "" }, "Date needed is required"],
      [{ dateNeeded: "02/12/2026" }, "Date needed must be a valid date (yyyy-mm-dd)"],
      [{ materialDescription: "Sand" }, DESCRIPTION_MESSAGE],
      [{ materialDescription: undefined }, DESCRIPTION_MESSAGE],
      [{ materialDescription: "x".repeat(5001) }, "Material description must be 5000 characters or fewer"],
      [{ quantityEstimate: "x".repeat(501) }, "Quantity estimate must be 500 characters or fewer"],
      [{ siteLocation: "x".repeat(501) }, "Site location must be 500 characters or fewer"],
      [{ costCode: "x".repeat(101) }, "Cost code must be 100 characters or fewer"],
      [{ notes: "x".repeat(2001) }, "Notes must be 2000 characters or fewer"],
      [{ urgencyLevel: "asap" }, "Urgency must be normal, urgent or critical"],
    ];
    for (const [over, message] of cases) {
      const res = await req(siteManager.cookie, "POST", "/api/material-requests", body(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 60)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
  });

  it("404 for a contract that does not exist", async () => {
    expect((await req(siteManager.cookie, "POST", "/api/material-requests", body({ projectId: 999999 }))).statusCode).toBe(404);
  });

  it("raises a pending request, logged", async () => {
    const mr = await create({ urgencyLevel: undefined });
    expect(mr).toMatchObject({
      status: "pending",
      urgencyLevel: "normal",
      projectSlug: project.slug,
      requestedBy: { id: siteManager.user.id, name: "Sam Site" },
    });
    expect(await lastLog()).toMatchObject({ action: "material_request_created", entityId: String(mr.id) });
  });
});

describe("GET lists and one request", () => {
  it("401, 403, 404 and the filters", async () => {
    const critical = await create({ urgencyLevel: "critical" });
    expect((await req(undefined, "GET", "/api/material-requests")).statusCode).toBe(401);
    expect((await req(supervisor, "GET", "/api/material-requests")).statusCode).toBe(403);
    expect((await req(outsider, "GET", `/api/projects/by-slug/${project.slug}/material-requests`)).statusCode).toBe(403);
    expect((await req(outsider, "GET", `/api/material-requests/${critical.id}`)).statusCode).toBe(403);
    expect((await req(buyer.cookie, "GET", "/api/material-requests/999999")).statusCode).toBe(404);
    expect((await req(buyer.cookie, "GET", "/api/projects/by-slug/no-such-contract/material-requests")).statusCode).toBe(404);
    expect((await req(buyer.cookie, "GET", "/api/material-requests?urgency=soon")).statusCode).toBe(400);

    const all = (await req(buyer.cookie, "GET", `/api/material-requests?projectId=${project.id}`)).json();
    expect(all.items[0].id).toBe(critical.id); // pending, most urgent first
    const onlyCritical = (await req(buyer.cookie, "GET", "/api/material-requests?urgency=critical&status=pending")).json();
    expect(onlyCritical.items.map((r: { id: number }) => r.id)).toEqual([critical.id]);
    const contract = (await req(siteManager.cookie, "GET", `/api/projects/by-slug/${project.slug}/material-requests`)).json();
    expect(contract.total).toBeGreaterThanOrEqual(2);
    expect((await req(viewer, "GET", `/api/material-requests/${critical.id}`)).json().id).toBe(critical.id);
  });

  it("a contract's list holds only its own requests, filtered and paged as the company list", async () => {
    const other = await buildProject(t.db, { name: "Holbeck Yard" });
    const theirs = await create({ projectId: other.id, urgencyLevel: "critical" });
    const ours = await create({ urgencyLevel: "critical" });
    const url = (slug: string, q = "") => `/api/projects/by-slug/${slug}/material-requests${q}`;
    const mine = (await req(viewer, "GET", url(project.slug))).json();
    expect(mine.items.length).toBeGreaterThan(1);
    expect(mine.items.every((r: { projectSlug: string }) => r.projectSlug === project.slug)).toBe(true);
    expect(mine.items.map((r: { id: number }) => r.id)).not.toContain(theirs.id);
    const onlyTheirs = (await req(siteManager.cookie, "GET", url(other.slug))).json();
    expect(onlyTheirs).toMatchObject({ total: 1, items: [{ id: theirs.id, projectName: "Holbeck Yard" }] });

    const critical = (await req(siteManager.cookie, "GET", url(project.slug, "?urgency=critical&status=pending&pageSize=1"))).json();
    expect(critical).toMatchObject({ page: 1, pageSize: 1 });
    expect(critical.items.map((r: { id: number }) => r.id)).toEqual([ours.id]); // newest of the most urgent pending
    expect(critical.total).toBeGreaterThanOrEqual(2);
    const page2 = (await req(siteManager.cookie, "GET", url(project.slug, "?urgency=critical&status=pending&pageSize=1&page=2"))).json();
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0].id).not.toBe(ours.id);
    expect(
      (await req(siteManager.cookie, "GET", url(project.slug, "?status=rejected&urgency=critical"))).json().items.map((r: { id: number }) => r.id),
    ).not.toContain(ours.id);

    const bad = await req(siteManager.cookie, "GET", url(project.slug, "?status=lost"));
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toContain("Status must be pending, approved, rejected or converted_to_po");
    expect((await req(undefined, "GET", url(project.slug))).statusCode).toBe(401);
  });
});

describe("approve, reject and convert", () => {
  it("401, 403 and 404 on each step", async () => {
    const mr = await create();
    for (const step of ["approve", "reject", "convert"]) {
      const payload = step === "reject" ? { reason: "Over-ordered" } : undefined;
      expect((await req(undefined, "POST", `/api/material-requests/${mr.id}/${step}`, payload)).statusCode).toBe(401);
      expect((await req(siteManager.cookie, "POST", `/api/material-requests/${mr.id}/${step}`, payload)).statusCode).toBe(403);
      expect((await req(buyer.cookie, "POST", `/api/material-requests/999999/${step}`, payload)).statusCode).toBe(404);
    }
  });

  it("rejects only with a reason, and a rejected request cannot be approved (409)", async () => {
    const mr = await create();
    const none = await req(buyer.cookie, "POST", `/api/material-requests/${mr.id}/reject`, { reason: "  " });
    expect(none.statusCode).toBe(400);
    expect(messages(none.json())).toContain("A reason is required to reject a request");
    const long = await req(buyer.cookie, "POST", `/api/material-requests/${mr.id}/reject`, { reason: "x".repeat(1001) });
    expect(messages(long.json())).toContain("Rejection reason must be 1000 characters or fewer");
    const res = await req(buyer.cookie, "POST", `/api/material-requests/${mr.id}/reject`, { reason: "Stock on site already" });
    expect(res.json()).toMatchObject({ status: "rejected", rejectionReason: "Stock on site already", decidedBy: { id: buyer.user.id } });
    expect(await lastLog()).toMatchObject({ action: "material_request_rejected" });
    const again = await req(buyer.cookie, "POST", `/api/material-requests/${mr.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This request was rejected");
  });

  it("converts only an approved request, into a linked draft PO pre-filled from it; a second convert is 409", async () => {
    const mr = await create();
    const early = await req(buyer.cookie, "POST", `/api/material-requests/${mr.id}/convert`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Approve the request before converting it to a purchase order");

    expect((await req(buyer.cookie, "POST", `/api/material-requests/${mr.id}/approve`)).json().status).toBe("approved");
    expect(await lastLog()).toMatchObject({ action: "material_request_approved" });

    const res = await req(buyer.cookie, "POST", `/api/material-requests/${mr.id}/convert`);
    expect(res.statusCode, res.body).toBe(201);
    const { request, orderId, poNumber } = res.json();
    expect(request).toMatchObject({ status: "converted_to_po", convertedToPo: { id: orderId, poNumber } });
    expect(await lastLog()).toMatchObject({ action: "material_request_converted", entityId: String(mr.id) });

    const po = (await req(buyer.cookie, "GET", `/api/purchase-orders/${orderId}`)).json();
    expect(po).toMatchObject({
      status: "draft",
      projectId: project.id,
      poCategory: "materials",
      requiredDate: "2026-12-02",
      materialRequestId: mr.id,
      orderedBy: "Gemma Lloyd",
      siteContactName: "Sam Site",
    });
    // The line is booked to the request's cost code (decision 0081).
    expect(po.lines).toMatchObject([
      { description: "Type 1 MOT sub-base for the car park formation", quantity: "40.000", unit: "tonnes", unitPrice: "0.00", costCode: "CP-210" },
    ]);
    expect(po.notes).toContain("Cost code: CP-210");
    expect(po.notes).toContain("Site location: Car park, grid A1-A6");
    const [row] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, orderId));
    expect(row.materialRequestId).toBe(mr.id);

    const twice = await req(buyer.cookie, "POST", `/api/material-requests/${mr.id}/convert`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This request has already been converted to a purchase order");
  });
});

describe("DELETE /api/material-requests/:id", () => {
  it("401, 403, 404, 409 once approved, and a pending one goes to the recycle bin", async () => {
    const mr = await create();
    expect((await req(undefined, "DELETE", `/api/material-requests/${mr.id}`)).statusCode).toBe(401);
    expect((await req(buyer.cookie, "DELETE", `/api/material-requests/${mr.id}`)).statusCode).toBe(403);
    expect((await req(siteManager.cookie, "DELETE", "/api/material-requests/999999")).statusCode).toBe(404);

    const approved = await create();
    await req(buyer.cookie, "POST", `/api/material-requests/${approved.id}/approve`);
    const refused = await req(siteManager.cookie, "DELETE", `/api/material-requests/${approved.id}`);
    expect(refused.statusCode).toBe(409);

    expect((await req(siteManager.cookie, "DELETE", `/api/material-requests/${mr.id}`)).statusCode).toBe(204);
    expect((await req(siteManager.cookie, "GET", `/api/material-requests/${mr.id}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(materialRequests).where(eq(materialRequests.id, mr.id));
    expect(row.deletedAt).not.toBeNull();
    const bins = await t.db.select().from(recycleBin).where(eq(recycleBin.recordType, "material_request"));
    expect(bins.map((b) => Number(b.recordId))).toContain(mr.id);
    expect(await lastLog()).toMatchObject({ action: "material_request_deleted" });
  });
});

describe("separation and who reads what (decision 0052)", () => {
  it("a Site Supervisor without Delete cannot delete a Site Manager's request (decision 0014); its author can", async () => {
    const theirs = await create();
    const refused = await req(supervisor, "DELETE", `/api/material-requests/${theirs.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You can only delete records you logged yourself");
    expect((await req(siteManager.cookie, "DELETE", `/api/material-requests/${theirs.id}`)).statusCode).toBe(204);
  });

  it("a QS who raises a request may not approve or reject it; someone else approves it, and the QS may then convert it", async () => {
    const raised = await req(qs.cookie, "POST", "/api/material-requests", body({ requestedByName: "Quinn Surveyor" }));
    expect(raised.statusCode, raised.body).toBe(201);
    const id = raised.json().id;
    const own = await req(qs.cookie, "POST", `/api/material-requests/${id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("You cannot approve or reject a request you raised");
    expect((await req(qs.cookie, "POST", `/api/material-requests/${id}/reject`, { reason: "Changed my mind" })).statusCode).toBe(403);
    expect((await req(buyer.cookie, "POST", `/api/material-requests/${id}/approve`)).json().status).toBe("approved");
    const converted = await req(qs.cookie, "POST", `/api/material-requests/${id}/convert`);
    expect(converted.statusCode, converted.body).toBe(201);
    // The order it became is theirs: they cannot approve that either.
    const po = (await req(qs.cookie, "GET", `/api/purchase-orders/${converted.json().orderId}`)).json();
    expect(po.createdBy).toBe(qs.user.id);
  });

  it("Purchase Orders view without Contracts view: the list names the contract and what is wanted, not the site's paperwork", async () => {
    const mr = await create();
    const full = (await req(buyer.cookie, "GET", `/api/material-requests?projectId=${project.id}`)).json().items.find((r: { id: number }) => r.id === mr.id);
    expect(full).toMatchObject({ requestedByName: "Sam Site", siteLocation: "Car park, grid A1-A6", costCode: "CP-210", notes: expect.any(String) });
    for (const cookie of [outsider, procurementOnly]) {
      const page = await req(cookie, "GET", `/api/material-requests?projectId=${project.id}`);
      expect(page.statusCode).toBe(200);
      const trimmed = page.json().items.find((r: { id: number }) => r.id === mr.id);
      expect(trimmed).toMatchObject({
        id: mr.id,
        projectName: "Kirkstall Road Flats",
        materialDescription: "Type 1 MOT sub-base for the car park formation",
        quantityEstimate: "40 tonnes",
        urgencyLevel: "urgent",
        dateNeeded: "2026-12-02",
        status: "pending",
      });
      for (const key of ["requestedBy", "requestedByName", "siteLocation", "costCode", "notes"]) expect(trimmed, key).not.toHaveProperty(key);
      expect((await req(cookie, "GET", `/api/material-requests/${mr.id}`)).statusCode).toBe(403);
    }
    // Deciding needs only the request's what and when; converting copies the contract's details into an order.
    expect((await req(procurementOnly, "POST", `/api/material-requests/${mr.id}/approve`)).json().status).toBe("approved");
    const convert = await req(procurementOnly, "POST", `/api/material-requests/${mr.id}/convert`);
    expect(convert.statusCode).toBe(403);
    expect(convert.json().message).toBe("Converting a request fills the order from its contract: it needs Contracts view");
  });

  it("a contract's budget and address are the contract's: refused or left out without Contracts view", async () => {
    const url = `/api/purchase-orders/budget?projectId=${project.id}&category=materials`;
    expect((await req(buyer.cookie, "GET", url)).statusCode).toBe(200);
    const refused = await req(outsider, "GET", url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("A contract's budget is shown only to roles that can view contracts");
    const withAddress = (await req(buyer.cookie, "GET", "/api/purchase-orders/lookups?q=Kirkstall")).json().projects;
    expect(withAddress[0]).toMatchObject({ name: "Kirkstall Road Flats", address: expect.any(String) });
    const labelled = (await req(outsider, "GET", "/api/purchase-orders/lookups?q=Kirkstall")).json().projects;
    expect(labelled[0]).toMatchObject({ id: project.id, name: "Kirkstall Road Flats", address: null });
  });
});
