import { createTestApp, call, type TestApp } from "../../test/harness";
import { solvedToken } from "../../test/bot-token";
import { buildProject } from "../../seed/factories";
import { workerBody, workforceSessions } from "../workers/workers.test-support";

/** The poster tests' app: the bot check on (checked as the browser's would be), the three workforce sessions, a contract with its poster, a worker. */
export async function posterFixture() {
  const t = await createTestApp({ botCheck: true });
  const sessions = await workforceSessions(t);
  const project = await buildProject(t.db, { name: "Riverside Flats", postcode: "LS1 4AP" });
  const issued = await call(t.app, sessions.supervisor, { method: "POST", url: `/api/projects/by-slug/${project.slug}/site-sign-in/poster` });
  const token: string = issued.json().posterPath.split("/").pop();
  const workerId: number = (await call(t.app, sessions.supervisor, { method: "POST", url: "/api/workers", payload: workerBody() })).json().id;
  return { t, ...sessions, project, token, workerId };
}

export const visitorBody = (over: Record<string, unknown> = {}) => ({
  firstName: "Priya",
  lastName: "Shah",
  company: "Arup",
  reasonForVisit: "Structural inspection",
  travelMethod: "car_diesel",
  travelDistance: 25,
  travelOriginPostcode: "",
  ...over,
});

/** A visitor's sign-in as their phone sends it: with a solved bot check unless `solve` is false, from `ip`. */
export async function visitorSignIn(t: TestApp, token: string, body: Record<string, unknown>, { ip = "198.51.100.1", solve = true } = {}) {
  const recaptchaToken = solve ? (await solvedToken(t.app, "visitor_sign_in")).token : undefined;
  return t.app.inject({ method: "POST", url: `/api/public/site/${token}/visitors`, remoteAddress: ip, payload: { ...body, recaptchaToken } });
}
