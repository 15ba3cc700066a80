import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inductions, projects, registrationLinks, workerRegistrations, workers } from "../../db/schema/index";
import type { DemoStaff } from "../../platform/module";

/** The open contract whose gate poster the demo's two registrations came from. */
export const DEMO_REGISTRATION_CONTRACT = "kirkstall-road-apartments";

/**
 * Two registrations waiting for the site team (issue 30): one from a worker already in the register
 * (the first demo worker, matched on name and date of birth), one from a new scaffolder with a CSCS
 * card who passed the contract's induction on his phone and signed it. No photos: the demo's files stay
 * small. Sent the day before `now`, on the contract's link.
 */
export async function seedDemoRegistrations(db: Db, staff: DemoStaff[], now: Date) {
  const [contract] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.slug, DEMO_REGISTRATION_CONTRACT), isNull(projects.deletedAt)));
  const [known] = await db.select().from(workers).where(eq(workers.workerId, "W1001"));
  if (!contract || !known) return;
  const [induction] = await db.select().from(inductions).where(eq(inductions.projectId, contract.id));
  // Every answer right: the marking is the server's (markAttempt); the demo records what a pass looks like.
  const passed = induction
    ? {
        inductionId: induction.id,
        inductionVersion: induction.version,
        inductionScore: 100,
        inductionPassed: true,
        inductionAnswers: induction.questions.map((q) => q.correct),
        signedName: "Tomasz Nowicki",
        signature: "M 40 70 L 60 40 L 75 65 L 95 35 L 110 62 M 130 50 L 170 48 L 210 55 L 250 45",
      }
    : {};
  const manager = staff.find((s) => s.role === "Site Manager") ?? staff[0];
  await db.insert(registrationLinks).values({
    projectId: contract.id,
    token: randomBytes(32).toString("base64url"),
    issuedBy: manager?.id ?? null,
    issuedAt: new Date(now.getTime() - 14 * 86_400_000),
  });
  const sent = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  await db.insert(workerRegistrations).values([
    {
      projectId: contract.id,
      details: {
        salutation: null,
        firstName: known.firstName,
        lastName: known.lastName,
        dateOfBirth: known.dateOfBirth!,
        nationalInsurance: known.nationalInsurance,
        email: null,
        // A new phone since they were last on site.
        mobilePhone: "07700 900987",
        addressLine1: known.addressLine1,
        city: known.city,
        postcode: known.postcode,
        employer: known.employer,
        trade: known.trade,
        nextOfKin: known.nextOfKin,
        nextOfKinPhone: known.nextOfKinPhone,
        medicalConditions: null,
        allergies: null,
      },
      cards: [],
      matchName: `${known.firstName} ${known.lastName}`.toLowerCase(),
      dateOfBirth: known.dateOfBirth,
      submittedAt: sent(20),
    },
    {
      projectId: contract.id,
      details: {
        salutation: "Mr",
        firstName: "Tomasz",
        lastName: "Nowicki",
        dateOfBirth: "1990-05-14",
        nationalInsurance: "SN 42 81 63 B",
        email: "tomasz.nowicki@example.com",
        mobilePhone: "07700 900876",
        addressLine1: "7 Cardigan Road",
        city: "Leeds",
        postcode: "LS6 3AE",
        employer: "Wharfe Scaffolding Ltd",
        trade: "Scaffolder",
        nextOfKin: "Anna Nowicka",
        nextOfKinPhone: "07700 900765",
        medicalConditions: null,
        allergies: "Latex",
      },
      cards: [
        {
          schemeIdentifier: "CSCS",
          cardNumber: "47195302",
          expiryDate: "2029-08-31",
          cardTypeName: "Blue: Skilled Worker",
          frontPhotoFileId: null,
          backPhotoFileId: null,
        },
      ],
      matchName: "tomasz nowicki",
      dateOfBirth: "1990-05-14",
      ...passed,
      submittedAt: sent(3),
    },
  ]);
}
