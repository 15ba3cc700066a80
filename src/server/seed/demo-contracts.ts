import { FIRMS } from "./site-trades";
import { PLASTERBOARD, MIXED, GYPSUM, type DemoContract } from "./demo-contract-plan";
import { OPEN_CONTRACTS } from "./demo-contracts-open";
import { daysAfter, daysBefore, ukInstant, ukToday } from "@shared/common/uk-dates";
import { workdayOnOrBefore, workdaysBefore } from "./demo-calendar";

export type { DemoContract } from "./demo-contract-plan";

/**
 * The demo company's contracts, placed relative to today (the plan is described on DemoContract): the
 * Open ones (demo-contracts-open.ts), then one On Hold and one Completed.
 */
export const DEMO_CONTRACTS: DemoContract[] = [
  ...OPEN_CONTRACTS,
  {
    name: "Harrogate Medical Centre Refurbishment",
    slug: "harrogate-medical-centre-refurbishment",
    code: "HMC-25-07",
    address: "Station Parade, Harrogate",
    postcode: "HG1 1TT",
    division: "Healthcare",
    clientName: "Nidd Health Partners LLP",
    description:
      "Internal refurbishment of the first and second floors while the practice stays open. On hold while the practice agrees the phasing of the second floor.",
    status: "On Hold",
    value: 685_000,
    budgets: { labour: 240_000, plant: 18_000, waste: 16_000, energy: 6_000, materials: 260_000 },
    startedDaysAgo: 70,
    stoppedDaysAgo: 16,
    finishInDays: 200,
    firms: [FIRMS.ownLabour, FIRMS.stripOut, FIRMS.electrical, FIRMS.plumbing, FIRMS.drylining],
    activity: {
      plant: [{ ago: 12, item: "6 kVA site generator", hirer: "Speedy Hire", fuel: "diesel", hours: 8, litres: 14 }],
      deliveries: [
        {
          ago: 9,
          at: "07:50",
          supplier: "Travis Perkins",
          note: "TP-76990",
          category: "HGV 7.5-17 tonne",
          km: 4,
          lines: [{ description: "Plasterboard 12.5 mm", factorId: PLASTERBOARD, quantity: 120, unit: "sheets", tonnes: 2.6 }],
        },
      ],
      waste: [
        {
          ago: 18,
          code: MIXED[0],
          codeDescription: MIXED[1],
          description: "Strip-out skip (12 yd)",
          material: "Average construction",
          route: "open_loop",
          tonnes: 3.1,
          note: "WTN-58804",
        },
        {
          ago: 4,
          code: GYPSUM[0],
          codeDescription: GYPSUM[1],
          description: "Old partitions and plasterboard offcuts",
          material: "Plasterboard",
          route: "closed_loop",
          tonnes: 1.2,
          note: "WTN-58911",
        },
      ],
      visitors: [
        {
          ago: 0,
          firstName: "Amira",
          lastName: "Haddad",
          company: "Nidd Health Partners LLP",
          reason: "Second-floor phasing review",
          signIn: "12:30",
          signOut: "13:15",
          method: "walk_cycle",
          from: "HG1 5LA",
        },
      ],
      issues: [
        {
          ago: 3,
          type: "programme_delay",
          priority: "high",
          location: "Second floor",
          description: "The practice cannot release the second-floor consulting rooms on the agreed dates; phasing under review with the client.",
          targetInDays: 14,
        },
      ],
    },
  },
  {
    name: "Batley Library Roof Renewal",
    slug: "batley-library-roof-renewal",
    code: "BLR-25-02",
    address: "Market Place, Batley",
    postcode: "WF17 5DA",
    division: "Public sector",
    clientName: "Kirklees Council",
    description: "Strip and renew the library's slate and flat roofs, with new rainwater goods and roof insulation.",
    status: "Completed",
    value: 312_000,
    budgets: { labour: 96_000, plant: 9_000, waste: 7_500, energy: 2_000, materials: 118_000 },
    startedDaysAgo: 168,
    stoppedDaysAgo: 40,
    firms: [FIRMS.ownLabour, FIRMS.roofing],
    activity: {
      waste: [
        {
          ago: 30,
          code: MIXED[0],
          codeDescription: MIXED[1],
          description: "Stripped roof coverings and battens (skip)",
          material: "Average construction",
          route: "open_loop",
          tonnes: 2.8,
          note: "WTN-49930",
        },
      ],
      visitors: [
        {
          ago: 0,
          firstName: "Paul",
          lastName: "Ainsworth",
          company: "Kirklees Council",
          reason: "Practical completion inspection",
          signIn: "10:00",
          signOut: "11:30",
          method: "car_electric",
          from: "HD1 2TA",
        },
      ],
    },
  },
];

/** A contract's days, relative to today (UK): start, last day on site, planned or actual finish, set up. */
export function contractDays(c: DemoContract, now: Date) {
  const today = ukToday(now);
  const startDate = workdayOnOrBefore(daysBefore(today, c.startedDaysAgo));
  const lastSiteDay = c.stoppedDaysAgo === undefined ? today : workdayOnOrBefore(daysBefore(today, c.stoppedDaysAgo));
  const finishDate = c.status === "Completed" ? lastSiteDay : daysAfter(today, c.finishInDays ?? 180);
  // Site records other than the diary stop at the last working day before today: today's are still to come.
  const lastRecordDay = lastSiteDay < today ? lastSiteDay : workdaysBefore(today, 1);
  return { today, startDate, lastSiteDay, finishDate, lastRecordDay, setUpAt: ukInstant(workdaysBefore(startDate, 10), "09:20") };
}

/** The earliest moment the demo writes: its team must exist before it. */
export function earliestSetUp(now: Date) {
  return new Date(Math.min(...DEMO_CONTRACTS.map((c) => contractDays(c, now).setUpAt.getTime())));
}
