import type { Db } from "../db/client";
import { activityLogs, companyProfiles, users } from "../db/schema/index";
import { buildUser } from "./factories";
import { earliestSetUp } from "./demo-contracts";
import { serverModules } from "../modules/index";

/** A demo colleague's address from their name's letters: "James O'Connor" → james.oconnor@demo-construction.example. */
const demoEmail = (name: string) => {
  const local = name
    .toLowerCase()
    .replace(/[^a-z ]/g, "")
    .replace(" ", ".");
  return `${local}@demo-construction.example`;
};

/**
 * Something to look at on a new install: a filled-in company profile, a team across the roles,
 * contracts at different stages with their diaries and site records, and an access request waiting
 * for approval. Each area seeds its own part (its module's `demo`, platform/module.ts) between the team
 * and the closing rows. Everything is dated relative to `now` (tests fix it) and nothing after it. Demo staff
 * all sign in with the password "Demo1234!".
 */
export async function seedDemoData(db: Db, { now = new Date() }: { now?: Date } = {}) {
  await db.update(companyProfiles).set({
    companyNumber: "09876543",
    registeredAddress: "Unit 4, Riverside Business Park, Leeds",
    postcode: "LS11 5DF",
    phoneNumber: "0113 496 0123",
    tradingName: "Demo Construction",
    vatNumber: "GB123456789",
    website: "https://demo-construction.example",
    description: "General building and civil engineering contractor working across Yorkshire.",
    certifications: ["ISO 9001", "ISO 14001", "ISO 45001", "CHAS"],
    specializations: ["Groundworks", "Commercial fit-out", "Residential new build"],
    establishedYear: 2004,
    numberOfEmployees: 85,
    cisRegistered: true,
    safeContractorApproved: true,
    brandColor: "#0C6D52",
  });
  const team = (
    [
      ["Sarah Whitfield", "Managing Director"],
      ["James O'Connor", "Contracts Manager"],
      ["Priya Shah", "Project Manager"],
      ["Tom Barker", "Site Manager"],
      ["Gemma Lloyd", "Buyer"],
      ["Daniel Okafor", "QS"],
    ] as const
  ).map(([name, role]) => ({ name, role, email: demoEmail(name) }));
  // The team had accounts before the first contract was set up.
  const joined = new Date(earliestSetUp(now).getTime() - 30 * 86_400_000);
  const staff = [];
  for (const m of team) staff.push(await buildUser(db, { ...m, password: "Demo1234!", mobile: "07700900123", createdAt: joined }));
  // Each area's own demo (its module's `demo`), in the modules' order: contracts first, then the
  // suppliers, materials and orders that find them.
  for (const m of serverModules) await m.demo?.(db, { staff, now });
  await db.insert(users).values({
    name: "Liam Hughes",
    email: "liam.hughes@demo-construction.example",
    username: "liam.hughes@demo-construction.example",
    role: "Site Supervisor",
    requestedRole: "Site Supervisor",
    status: "pending",
    message: "Joining the Kirkstall Road team next week as site supervisor.",
    createdAt: new Date(now.getTime() - 20 * 3_600_000),
  });
  await db.insert(activityLogs).values({
    action: "demo_seeded",
    description: "Demo company and team created",
    category: "general",
    createdAt: now,
  });
}
