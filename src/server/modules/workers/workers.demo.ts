import { daysAfter, ukToday } from "@shared/common/uk-dates";
import type { CardScheme } from "@shared/workforce/worker";
import type { Db } from "../../db/client";
import { tradeCardRules, workerCards, workers } from "../../db/schema/index";
import { seedDemoInductions } from "./inductions.demo";
import { refreshRenewals } from "./workers.repository";
import { WORKER_FIRST_NAMES, WORKER_LAST_NAMES } from "../../seed/worker-names";

type Staff = { id: number; role: string };

/** The demo company's own operatives and five subcontractors', each with the trades it sends. */
const EMPLOYERS: { name: string; trades: string[]; type: "employed" | "subcontractor" }[] = [
  { name: "Demo Construction", trades: ["Labourer", "Carpenter", "Groundworker", "Plant operator"], type: "employed" },
  { name: "Aire Valley Groundworks Ltd", trades: ["Groundworker", "Labourer"], type: "subcontractor" },
  { name: "Pennine Brickwork Ltd", trades: ["Bricklayer", "Labourer"], type: "subcontractor" },
  { name: "Calder Electrical Services", trades: ["Electrician"], type: "subcontractor" },
  { name: "Wharfe Scaffolding Ltd", trades: ["Scaffolder"], type: "subcontractor" },
  { name: "Ridings Plant Hire Ltd", trades: ["Plant operator"], type: "subcontractor" },
];

const FIRST = WORKER_FIRST_NAMES.slice(0, 20);
const FIRST_MORE = WORKER_FIRST_NAMES.slice(20);
const LAST = WORKER_LAST_NAMES;
const TOWNS: [string, string][] = [
  ["Leeds", "LS12 3AB"],
  ["Bradford", "BD4 7RT"],
  ["Wakefield", "WF2 8QP"],
  ["Halifax", "HX1 2LN"],
  ["Huddersfield", "HD1 6PX"],
  ["Dewsbury", "WF13 1AB"],
];

/** The card a trade shows at the gate, beside its CSCS card. */
const TRADE_CARD: Partial<Record<string, [CardScheme, string]>> = {
  "Plant operator": ["CPCS", "Blue Competent Operator: A59 360 excavator"],
  Electrician: ["ECS", "Gold: Installation Electrician"],
  Scaffolder: ["CISRS", "Scaffolder"],
};
const CSCS_CARD: Record<string, string> = {
  Labourer: "Green: Labourer",
  Carpenter: "Blue: Skilled Worker",
  Groundworker: "Blue: Skilled Worker",
  Bricklayer: "Blue: Skilled Worker",
  Electrician: "Blue: Skilled Worker",
  Scaffolder: "Blue: Skilled Worker",
  "Plant operator": "Green: Labourer",
};

/** The cards each demo trade needs (decision 0067): plant operators CPCS or NPORS, and so on; the rest CSCS. */
const TRADE_RULES: [string, CardScheme[]][] = [
  ["Plant operator", ["CPCS", "NPORS"]],
  ["Electrician", ["ECS"]],
  ["Scaffolder", ["CISRS"]],
  ...["Labourer", "Carpenter", "Groundworker", "Bricklayer"].map((t): [string, CardScheme[]] => [t, ["CSCS"]]),
];

/** The one plant operator who came with only his CSCS labourer card: he does not meet his trade's rule (issue 30). */
export const WITHOUT_TRADE_CARD = 11;

/**
 * 40 workers across the demo company and five subcontractors (issue 30), each with a CSCS card and
 * their trade's card. Most cards are in date; every tenth worker's (from the fourth) has run out and
 * every tenth (from the eighth) runs out within 30 days. Dated from `now`; checks by a site manager.
 */
/**
 * A demo worker's right to work check (issue 31): checked by the site manager on their start date, the
 * method varying; two with time-limited permission (the sixth's follow-up due within 30 days, the
 * twelfth's months away) and the last not checked.
 */
function rightToWorkOf(i: number, started: string, today: string, checkerId: number) {
  if (i === 39) return { rightToWork: false };
  const followUp = i === 5 ? daysAfter(today, 12) : i === 11 ? daysAfter(today, 200) : null;
  return {
    rightToWork: true,
    rightToWorkMethod: (["manual", "online", "idsp"] as const)[i % 3],
    rightToWorkCheckedOn: started,
    rightToWorkCheckedBy: checkerId,
    rightToWorkFollowUp: followUp,
  };
}

export async function seedDemoWorkers(db: Db, staff: Staff[], now: Date) {
  const today = ukToday(now);
  const checker = staff.find((s) => s.role === "Site Manager") ?? staff[0];
  const creator = staff.find((s) => s.role === "Contracts Manager") ?? staff[0];
  const rows = Array.from({ length: 40 }, (_, i) => {
    const employer = EMPLOYERS[i % EMPLOYERS.length];
    const trade = employer.trades[Math.floor(i / EMPLOYERS.length) % employer.trades.length];
    const firstName = (i % 3 === 2 ? FIRST_MORE : FIRST)[(i * 7) % 20];
    const lastName = LAST[(i * 3 + Math.floor(i / 20)) % 20];
    const [city, postcode] = TOWNS[i % TOWNS.length];
    const started = daysAfter(today, -(60 + ((i * 37) % 900)));
    return {
      workerId: `W${String(1001 + i)}`,
      firstName,
      lastName,
      nationality: i % 3 === 2 && i % 2 === 1 ? "Polish" : "British",
      dateOfBirth: daysAfter(today, -(365 * (22 + (i % 35)) + i * 11)),
      nationalInsurance: `J${"ABCEGHJKLM"[i % 10]} ${String(10 + i).padStart(2, "0")} ${String(20 + i).padStart(2, "0")} ${String(30 + i).padStart(2, "0")} ${"ABCD"[i % 4]}`,
      mobilePhone: `07700 900${String(100 + i).padStart(3, "0")}`,
      addressLine1: `${10 + i} ${["Mill Lane", "Station Road", "Victoria Street", "Church Lane"][i % 4]}`,
      city,
      postcode,
      employer: employer.name,
      trade,
      jobTitle: trade,
      employmentType: employer.type,
      startDate: started,
      hourlyRate: employer.type === "employed" ? (16 + (i % 6)).toFixed(2) : null,
      dayRate: employer.type === "subcontractor" ? (180 + (i % 5) * 20).toFixed(2) : null,
      ...rightToWorkOf(i, started, today, checker.id),
      nextOfKin: `${LAST[(i + 5) % 20] === lastName ? "Sam" : "Jo"} ${lastName}`,
      nextOfKinPhone: `07700 900${String(500 + i).padStart(3, "0")}`,
      createdBy: creator.id,
      updatedBy: creator.id,
    };
  });
  const saved = await db
    .insert(workers)
    .values(rows)
    .returning({ id: workers.id, trade: workers.trade, firstName: workers.firstName, lastName: workers.lastName });
  const cards = saved.flatMap((w, i) => {
    const expiry = i % 10 === 3 ? daysAfter(today, -(5 + i)) : i % 10 === 7 ? daysAfter(today, 3 + (i % 25)) : daysAfter(today, 200 + i * 23);
    const checked = i % 10 !== 9;
    const check = checked
      ? {
          validated: true,
          validationDate: daysAfter(today, -(10 + i)),
          validationMethod: i % 2 ? "scheme_app" : "in_person",
          validationResult: "valid",
          checkedBy: checker.id,
        }
      : {};
    const own = (scheme: CardScheme, number: string, cardTypeName: string) => ({
      workerId: w.id,
      schemeIdentifier: scheme,
      cardNumber: number,
      expiryDate: expiry,
      customerName: `${w.firstName} ${w.lastName}`,
      cardTypeName,
      ...check,
    });
    const list = [own("CSCS", `${40_000_000 + i * 7919}`, CSCS_CARD[w.trade ?? "Labourer"] ?? "Green: Labourer")];
    const extra = TRADE_CARD[w.trade ?? ""];
    // The trade's card runs on its own dates: always in date, checked in person.
    if (extra && i !== WITHOUT_TRADE_CARD)
      list.push({ ...own(extra[0], `${extra[0]}-${700_000 + i * 131}`, extra[1]), expiryDate: daysAfter(today, 400 + i * 17) });
    return list;
  });
  await db.insert(workerCards).values(cards);
  await refreshRenewals(db);
  // Inducted from results (decision 0068), in the same pattern the register always showed: i % 8 !== 5.
  await seedDemoInductions(db, staff, now, saved);
  await db
    .insert(tradeCardRules)
    .values(
      TRADE_RULES.map(([trade, schemes]) => ({ trade, requirements: [schemes.map((scheme) => ({ scheme }))], createdBy: creator.id, updatedBy: creator.id })),
    );
}
