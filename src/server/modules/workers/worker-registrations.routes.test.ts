import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { REGISTRATION_RECEIVED, REJECT_REGISTRATION_NEEDS_NOTE } from "@shared/workforce/worker-registrations";
import { REGISTRATION_DECIDED } from "@shared/workforce/worker-registrations.endpoints";
import { files, inductionResults, workerCards, workers } from "../../db/schema/index";
import { call, type TestApp } from "../../test/harness";
import { lastLog, messages, workerBody } from "./workers.test-support";
import { contractWithInduction, registrationFixture, cscs, details, register, RIGHT, SIGNATURE } from "./worker-registrations.test-support";

let t: TestApp;
let supervisor: string; // Workforce view, create, edit
let qs: string; // Workforce view only
let viewer: string; // no Workforce at all
let contract: Awaited<ReturnType<typeof contractWithInduction>>;
let token: string;

beforeAll(async () => {
  ({ t, supervisor, qs, viewer, contract, token } = await registrationFixture());
});
afterAll(() => t.close());

const staff = (cookie: string | undefined, url: string, payload?: object) => call(t.app, cookie, { method: payload ? "POST" : "GET", url, payload });
const pending = async (cookie = supervisor) => (await staff(cookie, `/api/worker-registrations?projectId=${contract.project.id}`)).json().items;
const induction = { answers: RIGHT, signedName: "Declan Ashworth", signature: SIGNATURE };
let nextIp = 120;
const freshIp = () => `203.0.113.${nextIp++}`;

describe("the site team's review", () => {
  it("lists pending ones with photos for Workforce view only; personal data only to Workforce edit", async () => {
    const res = await register(
      t,
      token,
      { details: details({ firstName: "Photo" }), cards: [cscs({ cardNumber: "PH-1" })], induction },
      {
        photos: [{ field: "card0-front" }, { field: "card0-back" }],
        ip: freshIp(),
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: REGISTRATION_RECEIVED });
    expect((await staff(undefined, "/api/worker-registrations")).statusCode).toBe(401);
    expect((await staff(viewer, "/api/worker-registrations")).statusCode).toBe(403);

    const mine = (await pending(qs)).find((r: { details: { firstName: string } }) => r.details.firstName === "Photo");
    expect(mine).toMatchObject({
      status: "pending",
      contractName: contract.project.name,
      induction: { score: 100, passed: true, signedName: "Declan Ashworth" },
      match: null,
    });
    const seen = JSON.stringify(mine);
    for (const hidden of ["JK 12 34 56 C", "Asthma", "Penicillin", '"nationalInsurance"', '"medicalConditions"', '"allergies"'])
      expect(seen).not.toContain(hidden);
    const full = (await staff(supervisor, `/api/worker-registrations/${mine.id}`)).json();
    expect(full.details).toMatchObject({ nationalInsurance: "JK 12 34 56 C", medicalConditions: "Asthma", allergies: "Penicillin" });

    const photo = `/api/worker-registrations/${mine.id}/photos/${mine.cards[0].frontPhotoFileId}`;
    expect((await staff(undefined, photo)).statusCode).toBe(401);
    expect((await staff(viewer, photo)).statusCode).toBe(403);
    const bytes = await staff(qs, photo);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers["content-type"]).toBe("image/png");
    expect((await staff(qs, `/api/worker-registrations/${mine.id}/photos/${contract.imageFileId}`)).statusCode).toBe(404);
    expect((await staff(qs, "/api/worker-registrations/999999")).statusCode).toBe(404);
  });

  it("approve: 403 without edit, creates a new worker with the card, its photos and the induction; a second decision is 409", async () => {
    await register(
      t,
      token,
      { details: details({ firstName: "Newman" }), cards: [cscs({ cardNumber: "NEW-1" })], induction },
      {
        photos: [{ field: "card0-front" }],
        ip: freshIp(),
      },
    );
    const reg = (await pending()).find((r: { details: { firstName: string } }) => r.details.firstName === "Newman");
    const url = `/api/worker-registrations/${reg.id}/decision`;
    expect((await staff(undefined, url, { decision: "approve" })).statusCode).toBe(401);
    expect((await staff(qs, url, { decision: "approve" })).statusCode).toBe(403);
    expect(messages((await staff(supervisor, url, { decision: "maybe" })).json())).toEqual(["Choose approve or reject"]);
    const res = await staff(supervisor, url, { decision: "approve" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "approved", matchedBy: "new", reviewedBy: "Sam Supervisor" });
    const workerId = res.json().workerId;
    const [w] = await t.db.select().from(workers).where(eq(workers.id, workerId));
    expect(w).toMatchObject({ firstName: "Newman", lastName: "Ashworth", nationalInsurance: "JK 12 34 56 C", inductionCompleted: true });
    expect(w.workerId).toMatch(/^W\d{4,}$/);
    const cards = await t.db.select().from(workerCards).where(eq(workerCards.workerId, workerId));
    expect(cards).toEqual([expect.objectContaining({ schemeIdentifier: "CSCS", cardNumber: "NEW-1", frontPhotoFileId: reg.cards[0].frontPhotoFileId })]);
    const results = await t.db.select().from(inductionResults).where(eq(inductionResults.workerId, workerId));
    expect(results).toEqual([expect.objectContaining({ source: "registration", score: 100, passed: true, projectId: contract.project.id })]);
    expect(await lastLog(t.db)).toMatchObject({ action: "worker_registration_approved" });
    const again = await staff(supervisor, url, { decision: "reject", note: "Too late" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REGISTRATION_DECIDED);
  });

  it("matches on name and date of birth without case, and a second registration of the same person makes no duplicate", async () => {
    const held = (
      await call(t.app, supervisor, {
        method: "POST",
        url: "/api/workers",
        payload: workerBody({ firstName: "Maisie", lastName: "Holroyd", dateOfBirth: "1985-02-11", mobilePhone: null }),
      })
    ).json();
    for (const mobile of ["07700 900111", "07700 900222"]) {
      await register(
        t,
        token,
        { details: details({ firstName: "MAISIE", lastName: "holroyd", dateOfBirth: "1985-02-11", mobilePhone: mobile }) },
        { ip: freshIp() },
      );
      const reg = (await pending()).find((r: { details: { lastName: string } }) => r.details.lastName === "holroyd");
      expect(reg.match).toEqual({ workerId: held.id, workerName: "Maisie Holroyd", matchedBy: "name_dob" });
      const res = await staff(supervisor, `/api/worker-registrations/${reg.id}/decision`, { decision: "approve" });
      expect(res.json()).toMatchObject({ status: "approved", matchedBy: "name_dob", workerId: held.id });
    }
    const [w] = await t.db.select().from(workers).where(eq(workers.id, held.id));
    // What was sent replaces what was held; the name stays as the register writes it, and the worker ID.
    expect(w).toMatchObject({
      firstName: "Maisie",
      lastName: "Holroyd",
      mobilePhone: "07700 900222",
      workerId: held.workerId,
      employer: "Calder Valley Scaffolding Ltd",
    });
    expect(
      await t.db
        .select()
        .from(workers)
        .where(and(eq(workers.dateOfBirth, "1985-02-11"))),
    ).toHaveLength(1);
  });

  it("matches on a card held (scheme and number, without case) and updates its expiry", async () => {
    const held = (
      await call(t.app, supervisor, {
        method: "POST",
        url: "/api/workers",
        payload: workerBody({ firstName: "Kieran", lastName: "Booth", dateOfBirth: "1979-09-09" }),
      })
    ).json();
    await call(t.app, supervisor, {
      method: "POST",
      url: `/api/workers/${held.id}/cards`,
      payload: { schemeIdentifier: "CPCS", cardNumber: "cp 777", expiryDate: "2026-01-31" },
    });
    await register(
      t,
      token,
      {
        details: details({ firstName: "Kieran", lastName: "Booth-Smith", dateOfBirth: "1979-09-10" }),
        cards: [{ schemeIdentifier: "CPCS", cardNumber: "CP777", expiryDate: "2031-01-31" }],
      },
      { ip: freshIp() },
    );
    const reg = (await pending()).find((r: { details: { lastName: string } }) => r.details.lastName === "Booth-Smith");
    expect(reg.match).toMatchObject({ workerId: held.id, matchedBy: "card" });
    const res = await staff(supervisor, `/api/worker-registrations/${reg.id}/decision`, { decision: "approve" });
    expect(res.json()).toMatchObject({ matchedBy: "card", workerId: held.id });
    const cards = await t.db.select().from(workerCards).where(eq(workerCards.workerId, held.id));
    expect(cards).toEqual([expect.objectContaining({ cardNumber: "cp 777", expiryDate: "2031-01-31" })]);
  });

  it("reject needs a note and deletes the photos", async () => {
    await register(
      t,
      token,
      { details: details({ firstName: "Rejected" }), cards: [cscs({ cardNumber: "RJ-1" })] },
      { photos: [{ field: "card0-front" }], ip: freshIp() },
    );
    const reg = (await pending()).find((r: { details: { firstName: string } }) => r.details.firstName === "Rejected");
    const url = `/api/worker-registrations/${reg.id}/decision`;
    const noNote = await staff(supervisor, url, { decision: "reject", note: "  " });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe(REJECT_REGISTRATION_NEEDS_NOTE);
    const res = await staff(supervisor, url, { decision: "reject", note: "Not on this job" });
    expect(res.json()).toMatchObject({ status: "rejected", reviewNote: "Not on this job", workerId: null });
    expect(res.json().cards[0].frontPhotoFileId).toBeNull();
    expect(await t.db.select().from(files).where(eq(files.id, reg.cards[0].frontPhotoFileId))).toEqual([]);
    expect(
      (await staff(qs, `/api/worker-registrations?status=rejected&projectId=${contract.project.id}`)).json().items.map((r: { id: number }) => r.id),
    ).toContain(reg.id);
  });
});
