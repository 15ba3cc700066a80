import { count, like } from "drizzle-orm";
import { daysAfter, ukToday } from "@shared/common/uk-dates";
import type { CardScheme } from "@shared/workforce/worker";
import type { Db } from "../db/client";
import { workerCards, workers } from "../db/schema/index";
import { bulkInsert } from "./bulk-insert";
import { MORE_LAST_NAMES, WORKER_FIRST_NAMES, WORKER_LAST_NAMES } from "./worker-names";

/** The performance data set's worker register (issue 30): enough to page, search and filter at scale. */
export const LARGE_WORKER_COUNT = 5000;
export const LARGE_EMPLOYER_COUNT = 40;

/** The demo's trades (modules/workers/workers.demo.ts), each with the card it shows beside its CSCS card. */
const TRADES: [string, [CardScheme, string] | null][] = [
  ["Labourer", null],
  ["Carpenter", null],
  ["Groundworker", null],
  ["Bricklayer", null],
  ["Plant operator", ["CPCS", "Blue Competent Operator: A59 360 excavator"]],
  ["Electrician", ["ECS", "Gold: Installation Electrician"]],
  ["Scaffolder", ["CISRS", "Scaffolder"]],
];
const TOWNS = ["Leeds", "Bradford", "Wakefield", "Halifax", "Huddersfield", "Dewsbury", "York", "Sheffield", "Barnsley", "Keighley"];
const KINDS = ["Groundworks", "Brickwork", "Electrical", "Scaffolding", "Building"];
const FIRST = WORKER_FIRST_NAMES;
const LAST = [...WORKER_LAST_NAMES, ...MORE_LAST_NAMES];

/** The `n`th perf employer: "Perf Halifax Brickwork 07 Ltd". */
const employerName = (n: number) => `Perf ${TOWNS[n % TOWNS.length]} ${KINDS[n % KINDS.length]} ${String(n + 1).padStart(2, "0")} Ltd`;

/** The CSCS number of the `i`th perf worker (1-based): eight digits, 5xxxxxxx, unique in the set. */
export const largeCscsNumber = (i: number) => String(50_000_000 + i * 13);

/**
 * 5,000 workers (worker IDs PERF-W00001…) across 40 employers and the demo trades, each with a CSCS
 * card, their trade's card where it has one, and every fourth a site safety card (1–3 cards). One in
 * twelve holds a card that has run out and one in fifteen (of the rest) one running out within 30
 * days; the others are in date. Dated from `now`; bulk-inserted as JSON batches; runs once.
 */
const maxDay = (a: string, b: string) => (a > b ? a : b);

export async function seedLargeWorkers(db: Db, { total = LARGE_WORKER_COUNT, now = new Date() }: { total?: number; now?: Date } = {}) {
  const [{ n }] = await db.select({ n: count() }).from(workers).where(like(workers.workerId, "PERF-W%"));
  if (n > 0) return { created: false, workers: n, cards: 0 };
  const today = ukToday(now);
  const rows = Array.from({ length: total }, (_, k) => {
    const i = k + 1;
    const [trade] = TRADES[i % TRADES.length];
    const started = daysAfter(today, -(30 + ((i * 37) % 1500)));
    const inducted = i % 9 !== 4;
    return {
      workerId: `PERF-W${String(i).padStart(5, "0")}`,
      firstName: FIRST[(i * 7) % FIRST.length],
      lastName: LAST[(i * 11 + Math.floor(i / LAST.length)) % LAST.length],
      dateOfBirth: daysAfter(today, -(365 * (19 + (i % 45)) + (i % 300))),
      mobilePhone: `07700 9${String(i % 100000).padStart(5, "0")}`,
      city: TOWNS[i % TOWNS.length],
      employer: employerName(i % LARGE_EMPLOYER_COUNT),
      trade,
      jobTitle: trade,
      employmentType: i % LARGE_EMPLOYER_COUNT === 0 ? "employed" : "subcontractor",
      employmentStatus: i % 50 === 0 ? "left" : "active",
      startDate: started,
      dayRate: (160 + (i % 8) * 15).toFixed(2),
      inductionCompleted: inducted,
      // The latest pass within the year (a pass older than the company's validity is not an induction, decision 0068).
      inductionDate: inducted ? maxDay(daysAfter(started, 1), daysAfter(today, -(1 + ((i * 13) % 330)))) : null,
      // A recorded check (issue 31): original documents seen on the start date.
      rightToWork: true,
      rightToWorkMethod: "manual",
      rightToWorkCheckedOn: started,
    };
  });
  const ids = await bulkInsert(db, workers, rows, { returning: true });
  const cards: (typeof workerCards.$inferInsert)[] = [];
  ids.forEach((workerId, k) => {
    const i = k + 1;
    const [trade, extra] = TRADES[i % TRADES.length];
    const customerName = `${rows[k].firstName} ${rows[k].lastName}`;
    const inDate = (offset: number) => daysAfter(today, 60 + ((i * offset) % 1400));
    // The worst card of the worker: run out, running out within the month, or in date.
    const worst = i % 12 === 5 ? daysAfter(today, -(1 + (i % 400))) : i % 15 === 7 ? daysAfter(today, i % 29) : inDate(23);
    const checked =
      i % 6 !== 0 ? { validated: true, validationDate: daysAfter(today, -(i % 200)), validationMethod: "scheme_app", validationResult: "valid" } : {};
    cards.push({
      workerId,
      schemeIdentifier: "CSCS",
      cardNumber: largeCscsNumber(i),
      expiryDate: worst,
      cardTypeName: trade === "Labourer" ? "Green: Labourer" : "Blue: Skilled Worker",
      customerName,
      ...checked,
    });
    if (extra)
      cards.push({
        workerId,
        schemeIdentifier: extra[0],
        cardNumber: `${extra[0]}-${String(300_000 + i * 7)}`,
        expiryDate: inDate(41),
        cardTypeName: extra[1],
        customerName,
      });
    if (i % 4 === 1)
      cards.push({
        workerId,
        schemeIdentifier: i % 8 === 1 ? "SMSTS" : "SSSTS",
        cardNumber: `ST-${String(900_000 + i)}`,
        expiryDate: inDate(59),
        customerName,
      });
  });
  // Each worker's cards are of different schemes, so none renews another (worker_cards.renewed stays false).
  await bulkInsert(db, workerCards, cards);
  return { created: true, workers: ids.length, cards: cards.length };
}
