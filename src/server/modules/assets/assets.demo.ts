import { and, asc, eq, isNull } from "drizzle-orm";
import { daysAfter, daysBefore, monthsAfter, ukToday } from "@shared/common/uk-dates";
import { exposurePoints } from "@shared/rules/havs";
import type { Db } from "../../db/client";
import {
  assetCheckouts,
  assetChecklists,
  assetHistory,
  assetInspections,
  assetMeterReadings,
  assetOperators,
  assetPreUseChecks,
  assets,
  havsExposures,
  plantCategoryCards,
  projects,
  workers,
} from "../../db/schema/index";
import type { DemoStaff } from "../../platform/module";
import { newToken } from "../../platform/tokens";
import { workdaysBefore } from "../../seed/demo-calendar";
import { DEMO_ASSETS, DEMO_CHECK_ITEMS, DEMO_HIRES, type DemoAsset } from "./assets.demo-content";
import { refreshAllDueDays } from "./asset-due.service";

/**
 * The demo's assets and plant (issue 32): 60 items spread over the open contracts and the yard, with
 * their hour meters, inspections (LOLER, PUWER, HSG107's tiers), a week of pre-use checks, tools
 * checked out to the crews (one overdue), the operators' card rules, and three days of vibration
 * exposure. Some are due soon or overdue; the 3 t dumper is out of use after a failed pre-use check;
 * two machines are hired in, one without the supplier's inspection evidence and idle. Everything dated
 * from `now`; a fixed spread, so a reseed gives the same demo.
 */

const CARD_RULE_CATEGORIES = ["Excavator", "Dumper", "Telehandler", "Roller", "Mini crane"];
const OUT_OF_USE = "Thwaites 3 t dumper";
const OVERDUE_EXAMINATION = "Chain block 2 t";
const EXAMINATION_DUE_SOON = "Genie GS-1932 scissor lift";
const CHECKED_OUT = [
  "Makita HM1317C breaker 110 V (1)",
  "Hilti TE 30-A36 SDS-Plus drill",
  "Makita GA9020 angle grinder 110 V (1)",
  "Stihl TS 420 disc cutter",
  "Makita 5903R circular saw 110 V",
];

type Placed = { row: typeof assets.$inferSelect; item: DemoAsset; projectId: number | null };

export async function seedDemoAssets(db: Db, staff: DemoStaff[], now: Date) {
  const today = ukToday(now);
  const manager = staff.find((s) => s.role === "Site Manager") ?? staff[0];
  const creator = staff.find((s) => s.role === "Contracts Manager") ?? staff[0];
  const open = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.status, "Open"), isNull(projects.deletedAt)))
    .orderBy(asc(projects.id));
  const crew = await db
    .select({ id: workers.id, trade: workers.trade })
    .from(workers)
    .where(and(eq(workers.employmentStatus, "active"), isNull(workers.deletedAt)))
    .orderBy(asc(workers.id));
  if (!open.length || !crew.length) return;
  const operators = crew.filter((w) => w.trade === "Plant operator");
  const hands = crew.filter((w) => w.trade === "Groundworker" || w.trade === "Labourer");
  // Two of every three items are on a contract (the first open ones), the rest in the yard.
  const placeOf = (i: number) => (i % 3 === 2 ? null : open[i % Math.min(open.length, 2)].id);

  const rows = DEMO_ASSETS.map((item, i) => {
    const projectId = placeOf(i);
    const hiredFrom = DEMO_HIRES[item.name];
    const lastService = daysBefore(today, 20 + ((i * 13) % 150));
    return {
      name: item.name,
      type: item.type,
      category: item.category,
      manufacturer: item.manufacturer,
      model: item.model,
      serialNumber: `${item.manufacturer.slice(0, 3).toUpperCase()}${String(240_000 + i * 7_351)}`,
      purchasePrice: item.price ? item.price.toFixed(2) : null,
      currentValue: item.price ? (item.price * (0.45 + (i % 5) * 0.1)).toFixed(2) : null,
      purchaseDate: item.price ? daysBefore(today, 200 + ((i * 97) % 2000)) : null,
      status: "active",
      condition: (["good", "excellent", "good", "fair"] as const)[i % 4],
      supplier: item.price ? ["Speedy Hire Sales", "Toolstation Trade", "Finning UK", "Holt JCB"][i % 4] : null,
      warrantyExpiry: item.price ? daysAfter(today, -200 + ((i * 61) % 900)) : null,
      location: projectId ? null : "Yard, Wakefield",
      projectId,
      arrivedOn: daysBefore(today, 12 + ((i * 7) % 50)),
      lastMaintenanceDate: lastService,
      maintenanceInterval: 365,
      nextMaintenanceDate: daysAfter(lastService, 365),
      ...(item.hours && item.serviceHours
        ? {
            operatingHours: item.hours.toFixed(1),
            maintenanceIntervalHours: item.serviceHours,
            // The telehandler has passed its service hours: its maintenance is overdue by the meter.
            lastMaintenanceHours: (item.hours - (i === 14 ? item.serviceHours + 12 : (item.serviceHours * ((i * 3) % 8)) / 10)).toFixed(1),
          }
        : {}),
      // PUWER: plant and equipment inspected every 3 months (the spec's inspection fields); tools by HSG107's tiers.
      ...(item.electrical || item.lifting
        ? {}
        : {
            lastInspectionDate: daysBefore(today, 5 + ((i * 11) % 80)),
            inspectionInterval: 91,
            nextInspectionDate: daysAfter(daysBefore(today, 5 + ((i * 11) % 80)), 91),
          }),
      fuelType: item.fuel,
      vibrationMagnitude: item.vibration ?? null,
      engineStage: item.stage ?? null,
      enginePowerKw: item.powerKw ?? null,
      liftingUse: item.lifting ?? null,
      dependsOnInstallation: !!item.installation,
      portableElectrical: !!item.electrical,
      ...(hiredFrom ? { ownership: "hired_in", hireSupplier: hiredFrom, hireOrderReference: `HIRE-${4_100 + i}`, onHireDate: daysBefore(today, 30 + i) } : {}),
      qrToken: newToken(),
      qrIssuedAt: now,
      createdBy: creator.id,
      updatedBy: creator.id,
    } satisfies typeof assets.$inferInsert;
  });
  const saved = await db.insert(assets).values(rows).returning();
  const placed: Placed[] = saved.map((row, i) => ({ row, item: DEMO_ASSETS[i], projectId: row.projectId }));
  const byName = new Map(placed.map((p) => [p.row.name, p]));

  // Hour meters: a reading a month for three months, rising to the meter now.
  await db.insert(assetMeterReadings).values(
    placed
      .filter((p) => p.item.hours)
      .flatMap((p, k) =>
        [90, 60, 30, 0].map((back, n) => ({
          assetId: p.row.id,
          meter: "hours",
          day: daysBefore(today, back),
          value: (p.item.hours! - (3 - n) * (18 + (k % 5) * 6)).toFixed(1),
          source: n === 3 ? "typed" : "pre_use_check",
          recordedBy: manager.id,
        })),
      ),
  );

  await seedInspections(db, placed, today, manager.id);
  await db.insert(assetChecklists).values([
    { assetType: "plant", items: DEMO_CHECK_ITEMS.plant, updatedBy: manager.id },
    { assetType: "tools", items: DEMO_CHECK_ITEMS.tools, updatedBy: manager.id },
  ]);
  await db
    .insert(plantCategoryCards)
    .values(CARD_RULE_CATEGORIES.map((category) => ({ category, requirements: [[{ scheme: "CPCS" }, { scheme: "NPORS" }]], updatedBy: manager.id })));
  const excavators = placed.filter((p) => p.item.category === "Excavator");
  await db
    .insert(assetOperators)
    .values(excavators.flatMap((p) => operators.slice(0, 4).map((w) => ({ assetId: p.row.id, workerId: w.id, authorisedBy: manager.id }))));

  // A week of nil-defect pre-use checks on the plant at work (not the idle hired dumper), then the failed one.
  const atWork = placed.filter((p) => p.projectId && p.item.type === "plant" && p.row.name !== "JCB 9 t site dumper" && p.row.name !== OUT_OF_USE);
  const days = Array.from({ length: 5 }, (_, n) => workdaysBefore(today, n + 1));
  await db.insert(assetPreUseChecks).values(
    atWork.flatMap((p, k) =>
      days.map((day) => ({
        assetId: p.row.id,
        workerId: operators[k % operators.length]?.id ?? null,
        projectId: p.projectId,
        day,
        checkedAt: new Date(`${day}T07:${String(10 + (k % 40)).padStart(2, "0")}:00Z`),
        answers: DEMO_CHECK_ITEMS.plant.map((item) => ({ item, ok: true, note: null })),
        passed: true,
        recordedBy: manager.id,
      })),
    ),
  );
  const broken = byName.get(OUT_OF_USE)!;
  const failedOn = days[0];
  const defect = "Hydraulic hose on the tip ram is weeping oil";
  await db.insert(assetPreUseChecks).values({
    assetId: broken.row.id,
    workerId: operators[0]?.id ?? null,
    projectId: broken.projectId,
    day: failedOn,
    checkedAt: new Date(`${failedOn}T07:20:00Z`),
    answers: DEMO_CHECK_ITEMS.plant.map((item) => ({
      item,
      ok: item !== "Hydraulic hoses and rams",
      note: item === "Hydraulic hoses and rams" ? defect : null,
    })),
    passed: false,
    defectNote: defect,
    recordedBy: manager.id,
  });
  const since = new Date(`${failedOn}T07:20:00Z`);
  await db
    .update(assets)
    .set({ outOfUse: true, outOfUseReason: `Failed pre-use check: ${defect}`, outOfUseSince: since })
    .where(eq(assets.id, broken.row.id));
  await db.insert(assetHistory).values({
    assetId: broken.row.id,
    field: "out_of_use",
    fromValue: "In use",
    toValue: "Do not use",
    note: defect,
    projectId: broken.projectId,
    changedBy: manager.id,
    changedAt: since,
  });

  // Tools out with the crews, due back at the end of the week; the first is three days overdue.
  const out = CHECKED_OUT.map((name) => byName.get(name)!).filter((p) => p.projectId);
  await db.insert(assetCheckouts).values(
    out.map((p, k) => ({
      assetId: p.row.id,
      workerId: hands[k % hands.length].id,
      projectId: p.projectId,
      checkedOutAt: new Date(`${daysBefore(today, 2 + k)}T07:45:00Z`),
      checkedOutBy: manager.id,
      dueBack: k === 0 ? daysBefore(today, 3) : daysAfter(today, 2 + k),
    })),
  );
  for (const [k, p] of out.entries())
    await db
      .update(assets)
      .set({ holderWorkerId: hands[k % hands.length].id })
      .where(eq(assets.id, p.row.id));

  await seedVibration(db, byName, hands, today, manager.id);
  // Written straight into the tables above: the due days from all of it at once.
  await refreshAllDueDays(db);
}

/** LOLER examinations, HSG107's tiers and the hired excavator's evidence from its supplier. */
async function seedInspections(db: Db, placed: Placed[], today: string, by: number) {
  const rows: (typeof assetInspections.$inferInsert)[] = [];
  for (const [i, p] of placed.entries()) {
    const base = { assetId: p.row.id, result: "pass", recordedBy: by, projectId: p.projectId };
    if (p.item.lifting) {
      const months = p.item.lifting === "other" ? 12 : 6;
      // Examined within the interval, after arriving where it is (the hoist must be, before use there).
      let day = daysBefore(today, 10 + ((i * 17) % 120));
      if (p.row.name === EXAMINATION_DUE_SOON) day = daysAfter(monthsAfter(today, -months), 12);
      if (p.row.name === OVERDUE_EXAMINATION) day = daysBefore(monthsAfter(today, -months), 9);
      if (p.item.installation && p.row.arrivedOn && day < p.row.arrivedOn) day = p.row.arrivedOn;
      rows.push({
        ...base,
        kind: "thorough_examination",
        day,
        examinerName: "Daniel Whitaker",
        examinerCompany: "Allianz Engineering Inspection Services",
        safeWorkingLoad: p.item.model.match(/\d+(\.\d+)? t/)?.[0] ?? (p.item.category === "MEWP" ? "230 kg (2 persons)" : "As marked"),
        nextDueDay: monthsAfter(day, months),
      });
    }
    if (p.item.electrical) {
      const checked = (kind: string, day: string) =>
        rows.push({ ...base, kind, day, examinerName: kind === "user_check" ? "Site team" : "Calder Electrical Services" });
      checked("user_check", daysBefore(today, 1 + (i % 5)));
      checked("formal_visual", daysBefore(today, 3 + ((i * 5) % 24)));
      // Tested before first use on its site (the day it arrived at the latest), then every 3 months.
      const tested = daysBefore(today, 20 + ((i * 7) % 60));
      checked("inspection_and_test", p.row.arrivedOn && tested < p.row.arrivedOn ? p.row.arrivedOn : tested);
    }
  }
  const hired = placed.find((p) => p.row.name === "CAT 320 GC excavator")!;
  rows.push({
    assetId: hired.row.id,
    kind: "puwer_inspection",
    day: hired.row.onHireDate!,
    result: "pass",
    examinerName: "Ridings Plant Hire Ltd workshop",
    examinerCompany: "Ridings Plant Hire Ltd",
    bySupplier: true,
    notes: "Inspection report handed over on delivery (hire ticket with the machine).",
    recordedBy: by,
    projectId: hired.projectId,
  });
  await db.insert(assetInspections).values(rows);
}

/** Three days of breaker, rammer and drill time for three of the crew; the first passes the action value on the last day. */
async function seedVibration(db: Db, byName: Map<string, Placed>, hands: { id: number }[], today: string, by: number) {
  const uses: [number, string, number][] = [
    [0, "Makita HM1317C breaker 110 V (1)", 150],
    [0, "Wacker Neuson trench rammer", 30],
    [1, "Hilti TE 30-A36 SDS-Plus drill", 40],
    [2, "Belle 450 plate compactor", 180],
  ];
  const rows = [1, 2, 3].flatMap((back) =>
    uses.flatMap(([who, name, minutes]) => {
      const tool = byName.get(name);
      const worker = hands[who];
      if (!tool?.item.vibration || !worker) return [];
      const day = workdaysBefore(today, back);
      const used = back === 1 ? minutes : Math.round(minutes * 0.6);
      return [
        {
          workerId: worker.id,
          assetId: tool.row.id,
          projectId: tool.projectId,
          day,
          minutes: used,
          magnitude: tool.item.vibration,
          points: exposurePoints({ magnitude: tool.item.vibration, minutes: used }),
          recordedBy: by,
        },
      ];
    }),
  );
  if (rows.length) await db.insert(havsExposures).values(rows);
}
