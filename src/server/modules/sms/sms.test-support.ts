import { ukToday } from "@shared/common/uk-dates";
import { buildProject } from "../../seed/factories";
import { call, type TestApp } from "../../test/harness";
import { signIn } from "../site-attendance/site-attendance.test-support";
import { workerBody, workforceSessions } from "../workers/workers.test-support";

/** Helpers of the SMS route tests: the workforce sessions, a contract and a gang with one worker without a mobile. */

export async function smsFixture(t: TestApp) {
  const sessions = await workforceSessions(t);
  const project = await buildProject(t.db, { name: "Kirkstall Road Apartments" });
  const worker = async (over: Record<string, unknown>) => {
    const res = await call(t.app, sessions.supervisor, { method: "POST", url: "/api/workers", payload: workerBody(over) });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().id as number;
  };
  const employer = "Calder Electrical Services";
  const ids = {
    amy: await worker({ firstName: "Amy", lastName: "Hirst", mobilePhone: "07700 900201", employer }),
    ben: await worker({ firstName: "Ben", lastName: "Oates", mobilePhone: "+44 7700-900202", employer }),
    dan: await worker({ firstName: "Dan", lastName: "Cole", mobilePhone: "0113 496 0000", employer }),
    eve: await worker({ firstName: "Eve", lastName: "Lund", mobilePhone: "07700 900204", employer: "Pennine Brickwork Ltd" }),
  };
  const today = ukToday();
  await signIn(t.db, { projectId: project.id, workerId: ids.amy }, { date: today });
  await signIn(t.db, { projectId: project.id, workerId: ids.dan }, { date: today, signOutTime: "12:00" });
  await signIn(t.db, { projectId: project.id, workerId: ids.eve }, { date: today });
  return { ...sessions, project, ids, employer };
}

export const send = (t: TestApp, cookie: string | undefined, payload: Record<string, unknown>) =>
  call(t.app, cookie, { method: "POST", url: "/api/sms", payload });
export const get = (t: TestApp, cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
