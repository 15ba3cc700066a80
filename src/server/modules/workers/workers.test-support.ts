import { PERSONAL_FIELDS } from "@shared/workforce/worker";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
export { lastLog, messages } from "../../test/records";

/** Helpers shared by the worker API tests. */

export const workerBody = (over: Record<string, unknown> = {}) => ({
  workerId: `W-${Math.random().toString(36).slice(2, 9)}`,
  salutation: "Mr",
  firstName: "Callum",
  lastName: "Sutcliffe",
  dateOfBirth: "1988-04-12",
  nationalInsurance: "jk123456c",
  utr: "12345 67890",
  email: "callum.sutcliffe@example.com",
  mobilePhone: "07700 900123",
  addressLine1: "12 Mill Lane",
  city: "Halifax",
  postcode: "hx1 2ln",
  employer: "Aire Valley Groundworks Ltd",
  trade: "Groundworker",
  employmentType: "subcontractor",
  startDate: "2024-03-01",
  dayRate: "£185",
  bankDetails: "Sort code 12-34-56, account 12345678",
  taxCode: "1257L",
  nextOfKin: "Jo Sutcliffe",
  nextOfKinPhone: "07700 900456",
  medicalConditions: "Asthma",
  allergies: "Penicillin",
  medications: "Salbutamol inhaler",
  ...over,
});

/** Every personal value of workerBody, as stored: none may reach a reader without Workforce edit. */
export const PERSONAL_VALUES = ["JK 12 34 56 C", "1234567890", "Sort code 12-34-56, account 12345678", "1257L", "Asthma", "Penicillin", "Salbutamol inhaler"];

/** The answer carries none of the personal keys, at any depth, and none of their values. */
export function expectNoPersonalData(body: string, expect: (v: unknown) => { not: { toContain: (s: string) => void } }) {
  for (const value of PERSONAL_VALUES) expect(body).not.toContain(value);
  for (const key of PERSONAL_FIELDS) expect(body).not.toContain(`"${key}"`);
}

/**
 * The three people the workforce route tests sign in: Sam Supervisor (Workforce view, create, edit),
 * a QS (Workforce view only) and a Viewer (no Workforce at all).
 */
export async function workforceSessions(t: TestApp) {
  const supervisor = (await signedIn(t, { role: "Site Supervisor", name: "Sam Supervisor" })).cookie;
  const qs = (await signedIn(t, { role: "QS" })).cookie;
  const viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  return { supervisor, qs, viewer };
}

/** A test app with the three workforce sessions and one worker made by the supervisor. */
export async function workerFixture() {
  const t = await createTestApp();
  const sessions = await workforceSessions(t);
  const workerId: number = (await call(t.app, sessions.supervisor, { method: "POST", url: "/api/workers", payload: workerBody() })).json().id;
  return { t, ...sessions, workerId };
}
