import type { Db } from "../client";
import { activityLogs, companyProfiles, users } from "../schema/index";
import { buildUser } from "./factories";
import { seedDemoProjects } from "./demo-projects";

/**
 * Something to look at on a new install: a filled-in company profile, a team across the roles,
 * an access request waiting for approval. Demo staff all sign in with the password "Demo1234!".
 */
export async function seedDemoData(db: Db) {
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
  const team = [
    { name: "Sarah Whitfield", email: "sarah.whitfield@demo-construction.example", role: "Managing Director" },
    { name: "James O'Connor", email: "james.oconnor@demo-construction.example", role: "Contracts Manager" },
    { name: "Priya Shah", email: "priya.shah@demo-construction.example", role: "Project Manager" },
    { name: "Tom Barker", email: "tom.barker@demo-construction.example", role: "Site Manager" },
    { name: "Gemma Lloyd", email: "gemma.lloyd@demo-construction.example", role: "Buyer" },
    { name: "Daniel Okafor", email: "daniel.okafor@demo-construction.example", role: "QS" },
  ] as const;
  const staff = [];
  for (const m of team) staff.push(await buildUser(db, { ...m, password: "Demo1234!", mobile: "07700900123" }));
  await seedDemoProjects(db, staff);
  await db.insert(users).values({
    name: "Liam Hughes",
    email: "liam.hughes@demo-construction.example",
    username: "liam.hughes@demo-construction.example",
    role: "Site Supervisor",
    requestedRole: "Site Supervisor",
    status: "pending",
    message: "Joining the Kirkstall Road team next week as site supervisor.",
  });
  await db.insert(activityLogs).values({
    action: "demo_seeded",
    description: "Demo company and team created",
    category: "general",
  });
}
