import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/harness";
import {
  siteAttendance,
  notifications,
  purchaseOrderDeliveryNotes,
  purchaseOrderEvents,
  purchaseOrderLines,
  purchaseOrders,
  smsMessages,
  suppliers,
} from "../db/schema/index";
import { WEATHER_CONDITIONS } from "@shared/weather/weather";
import { labourHours } from "@shared/rules/labour-hours";
import { lineTotal, parsePence, parseQuantity, sumPence, vatOn } from "@shared/common/money";
import { seedDemoData } from "./demo";
import { daysBefore, lastRecordDay, monthOf, readDemo, sunday, datedRecords, type Seeded } from "./demo.test-support";
import { gateFacts } from "../modules/site-sign-in/site-sign-in.service";
import { ukInstant, ukToday } from "@shared/common/uk-dates";
import { plausibleHigh, ukRegion } from "./uk-climate";
import { ENTRY_KINDS, type EntryKind } from "@shared/carbon-footprint/carbon-footprint";

/**
 * The demo a new install shows (issue 11 item 10), seeded for a fixed `now` and read back from the
 * database as the screens would read it: nothing after now, weather a UK site could have had, firms
 * that supply the trades they are booked for, and records that agree with each contract's status.
 */

// Wednesday 25 November 2026, 02:00 in Leeds (GMT): today has no site work yet.
const NIGHT = new Date("2026-11-25T02:00:00Z");
// Wednesday 15 July 2026, 15:30 in Leeds (BST, UTC+1): today's morning is on record, the afternoon is not.
const SUMMER = new Date("2026-07-15T14:30:00Z");

// Each test states the records it expects before checking each one, so a check never passes on an
// empty list, and no expectation depends on a branch (issue 28 item 14).
function checks(label: string, now: Date, today: string, expected: { today: string[] }) {
  let t: TestApp;
  let d: Seeded;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, { now });
    d = await readDemo(t);
    // A whole company's months of records (three of sign-ins and their labour cost, closed CVR months).
  }, 180_000);
  afterAll(async () => t?.close());

  describe(label, () => {
    it("has contracts in every state, each with a diary, and one team member per role", () => {
      expect(d.contracts.map((c) => c.status).sort()).toEqual(["Completed", "On Hold", "Open", "Open"]);
      expect(d.contracts.map((c) => [c.name, d.entries.filter((e) => e.projectId === c.id).length > 10])).toEqual(d.contracts.map((c) => [c.name, true]));
      // The README's demo users: six who sign in, and an access request waiting for the administrator.
      expect(d.team.map((u) => `${u.name}, ${u.role}, ${u.status}`).sort()).toEqual([
        "Daniel Okafor, QS, active",
        "Gemma Lloyd, Buyer, active",
        "James O'Connor, Contracts Manager, active",
        "Liam Hughes, Site Supervisor, pending",
        "Priya Shah, Project Manager, active",
        "Sarah Whitfield, Managing Director, active",
        "Tom Barker, Site Manager, active",
      ]);
    });

    it("stores nothing after now", () => {
      const instants = [
        ...d.contracts.flatMap((c) => [c.createdAt, c.updatedAt]),
        ...d.team.map((u) => u.createdAt),
        ...d.entries.flatMap((e) => [e.createdAt, e.updatedAt]),
        ...d.comments.map((c) => c.createdAt),
        ...d.weather.map((w) => w.createdAt),
        ...d.site.flatMap((r) => [r.createdAt, r.updatedAt]),
        ...d.energy.flatMap((r) => [r.createdAt, r.updatedAt]),
        ...d.visitors.flatMap((r) => [r.createdAt, r.updatedAt]),
        ...d.figures.map((f) => f.createdAt),
        ...d.journal.map((j) => j.createdAt),
        ...d.issues.flatMap((i) => [i.createdAt, i.updatedAt, i.resolvedAt].filter((x): x is Date => x !== null)),
        ...d.issueUpdates.map((u) => u.createdAt),
      ];
      expect(instants.length).toBeGreaterThan(500);
      const late = instants.filter((at) => at.getTime() > now.getTime());
      expect(late.map((at) => at.toISOString())).toEqual([]);
      const records = d.contracts.flatMap((c) => datedRecords(d, c.id).map((r) => ({ ...r, contract: c.name })));
      expect(records.length).toBeGreaterThan(500);
      expect(records.filter((r) => r.date > today).map((r) => `${r.contract}: ${r.what} on ${r.date}`)).toEqual([]);
    });

    it(expected.today.length === 0 ? "has no record dated today before the working day starts" : `has only ${expected.today.join(", ")} today so far`, () => {
      const todays = d.contracts.flatMap((c) => datedRecords(d, c.id)).filter((r) => r.date === today);
      expect(todays.map((r) => r.what).sort()).toEqual(expected.today);
    });

    it("has no shift, sign-out or comment that is still to come", () => {
      expect([d.entries.length > 400, d.comments.length > 50, d.visitors.length]).toEqual([true, true, 7]);
      const times = [
        ...d.entries.map((e) => ({ what: `shift on ${e.date} to ${JSON.parse(e.labor!).finishTime}`, at: ukInstant(e.date, JSON.parse(e.labor!).finishTime) })),
        ...d.comments.map((c) => ({ what: `comment on ${c.date} at ${c.timeSlot}`, at: ukInstant(c.date, c.timeSlot!) })),
        ...d.visitors.map((v) => ({ what: `sign-out on ${v.date} at ${v.signOutTime}`, at: ukInstant(v.date, v.signOutTime!) })),
      ];
      expect(times.filter((x) => !(x.at.getTime() <= now.getTime())).map((x) => x.what)).toEqual([]);
    });

    it("records each diary entry after its shift ended, the weather in the morning", () => {
      expect(d.entries.length).toBeGreaterThan(400);
      for (const e of d.entries) {
        const labour = JSON.parse(e.labor!) as { startTime: string; finishTime: string; hours: number };
        expect(e.createdAt.getTime()).toBeGreaterThan(ukInstant(e.date, labour.finishTime).getTime());
        expect(labour.hours).toBe(labourHours(labour.startTime, labour.finishTime));
        expect(labour.hours).toBeLessThanOrEqual(10);
      }
      expect(d.weather.length).toBeGreaterThan(200);
      for (const w of d.weather) {
        expect(w.createdAt.getTime()).toBeGreaterThanOrEqual(ukInstant(w.date, "07:00").getTime());
        expect(w.createdAt.getTime()).toBeLessThanOrEqual(ukInstant(w.date, "09:00").getTime());
      }
    });

    it("shows weather a Yorkshire site could have had that month", () => {
      expect(d.weather.length).toBeGreaterThan(200);
      for (const w of d.weather) {
        const c = d.contracts.find((x) => x.id === w.projectId)!;
        const temperature = Number(w.temperature);
        const range = plausibleHigh(ukRegion(c.postcode), monthOf(w.date));
        expect(temperature, `${w.date} ${c.postcode}`).toBeGreaterThanOrEqual(range.low);
        expect(temperature, `${w.date} ${c.postcode}`).toBeLessThanOrEqual(range.high);
        expect(WEATHER_CONDITIONS).toContain(w.condition);
        expect(Number(w.humidity)).toBeGreaterThanOrEqual(40);
        expect(Number(w.humidity)).toBeLessThanOrEqual(100);
        expect(Number(w.windSpeed)).toBeLessThanOrEqual(40);
      }
      // By hand, from the Met Office's 1991–2020 averages for northern England: a November high is
      // around 10 °C, a July one around 21 °C. Both demos have July; only the November one has November.
      const highs = (month: number) => d.weather.filter((w) => monthOf(w.date) === month).map((w) => Number(w.temperature));
      expect(highs(7).length).toBeGreaterThan(20);
      expect(highs(7).filter((c) => c < 15)).toEqual([]);
      expect(highs(11).length > 0).toBe(monthOf(today) === 11);
      expect(highs(11).filter((c) => c > 15.5)).toEqual([]);
      const odd = d.weather.filter(
        (w) => (/snow/i.test(w.condition) && Number(w.temperature) > 2) || (/Thunder/.test(w.condition) && ![5, 6, 7, 8, 9].includes(monthOf(w.date))),
      );
      expect(odd.map((w) => `${w.date} ${w.condition} ${w.temperature}`)).toEqual([]);
      expect(ukRegion("LS4 2AZ")).toBe("Northern England");
      expect(ukRegion("SW1A 1AA")).toBe("Southern England");
      expect(ukRegion("EH1 1YZ")).toBe("Scotland");
      expect(ukRegion("CF10 1EP")).toBe("Wales");
    });

    it("books each firm for the trades it supplies and the plant they use", () => {
      const trades: [RegExp, RegExp][] = [
        [/Electrical/, /^Electrician$/],
        [/Plumbing/, /^Plumber$/],
        [/Groundworks/, /^(Groundworker|Plant operator)$/],
        [/Brickwork/, /^Bricklayer$/],
        [/Roofing/, /^Roofer$/],
        [/Steel Fixing/, /^Steel fixer$/],
        [/Drylining/, /^(Dryliner|Plasterer)$/],
        [/Strip-Out/, /^Demolition operative$/],
        [/Own labour/, /^(General operative|Site labourer)$/],
      ];
      const labour = d.entries.map((e) => JSON.parse(e.labor!) as { company: string; jobRole: string; plant: string });
      expect(labour.length).toBeGreaterThan(400);
      for (const l of labour) {
        const rule = trades.find(([firm]) => firm.test(l.company));
        expect(rule, l.company).toBeDefined();
        expect(l.jobRole, l.company).toMatch(rule![1]);
      }
      // Trades that bring no plant, and heavy plant only with the groundworkers.
      const handTrades = labour.filter((l) => /Electrician|Plumber|Dryliner|Plasterer|Steel fixer/.test(l.jobRole));
      expect(handTrades.length).toBeGreaterThan(20);
      expect(handTrades.filter((l) => l.plant !== "").map((l) => `${l.jobRole}: ${l.plant}`)).toEqual([]);
      const heavy = labour.filter((l) => /excavator|dumper|Roller|digger/.test(l.plant));
      expect(heavy.length).toBeGreaterThan(20);
      expect(heavy.filter((l) => !/Groundworks/.test(l.company)).map((l) => `${l.company}: ${l.plant}`)).toEqual([]);
    });

    it("keeps each contract's records within its dates and status", () => {
      const active = d.team.filter((x) => x.status === "active");
      expect(active).toHaveLength(6);
      for (const c of d.contracts) {
        const records = datedRecords(d, c.id);
        expect(records.length, c.name).toBeGreaterThan(10);
        expect(records.filter((r) => r.date < c.startDate!).map((r) => `${c.name}: ${r.what} on ${r.date} before the start ${c.startDate}`)).toEqual([]);
        expect(c.createdAt.getTime()).toBeLessThan(ukInstant(c.startDate!, "07:00").getTime());
        for (const u of active) expect(u.createdAt.getTime()).toBeLessThan(c.createdAt.getTime());
      }
      const withStatus = (status: string) => d.contracts.filter((c) => c.status === status);
      // Open: finishing later, with a record in the last four days.
      expect(withStatus("Open").map((c) => [c.name, c.finishDate! > today, lastRecordDay(d, c.id) >= daysBefore(today, 4)])).toEqual(
        withStatus("Open").map((c) => [c.name, true, true]),
      );
      // Stopped: nothing in the last fortnight, and the status changed after the last record.
      const stopped = [...withStatus("On Hold"), ...withStatus("Completed")];
      expect(stopped.map((c) => [c.name, lastRecordDay(d, c.id) < daysBefore(today, 14), c.updatedAt > ukInstant(lastRecordDay(d, c.id), "18:00")])).toEqual([
        [withStatus("On Hold")[0].name, true, true],
        [withStatus("Completed")[0].name, true, true],
      ]);
      const [completed] = withStatus("Completed");
      expect(completed.finishDate).toBe(lastRecordDay(d, completed.id));
      const [onHold] = withStatus("On Hold");
      expect(onHold.finishDate! > today).toBe(true);
    });

    it("has each open contract's crew cleared by the gate today, and refuses a few others with the reason", async () => {
      const open = d.contracts.filter((c) => c.status === "Open");
      expect(open).toHaveLength(2);
      for (const c of open) {
        const crew = new Set((await t.db.select().from(siteAttendance).where(eq(siteAttendance.projectId, c.id))).map((a) => a.workerId!));
        expect(crew.size, c.name).toBeGreaterThanOrEqual(8);
        const facts = await gateFacts(t.db, c.id, today);
        expect(facts.filter((f) => crew.has(f.worker.id) && f.refusals.length > 0).map((f) => f.worker.id)).toEqual([]);
        expect(facts.filter((f) => f.refusals.length > 0).length, c.name).toBeGreaterThan(0);
      }
    });

    it("has site records a real site would keep", () => {
      const plant = d.site.filter((r) => r.kind === "plant");
      const deliveries = d.site.filter((r) => r.kind === "delivery");
      const counts = { plant: plant.length, deliveries: deliveries.length, site: d.site.length, energy: d.energy.length, visitors: d.visitors.length };
      expect(counts).toEqual({ plant: 7, deliveries: 10, site: 25, energy: 9, visitors: 7 });
      expect([...d.site, ...d.energy, ...d.visitors].filter((r) => sunday(r.date)).map((r) => r.date)).toEqual([]);
      for (const p of plant) {
        expect(Number(p.hours)).toBeLessThanOrEqual(10);
        expect(Number(p.fuelLitres) / Number(p.hours)).toBeLessThanOrEqual(15);
      }
      const payload: Record<string, number> = { "HGV 7.5-17 tonne": 10, "HGV 17-25 tonne": 16, "HGV 25-32 tonne": 20, "HGV 32-38 tonne": 29 };
      for (const del of deliveries) expect(Number(del.transportWeight), del.transportCategory!).toBeLessThanOrEqual(payload[del.transportCategory!]);
      for (const v of d.visitors) expect(v.signOutTime! >= v.signInTime!).toBe(true);
      expect([d.issues.length, d.issueUpdates.length]).toEqual([4, 3]);
      for (const u of d.issueUpdates) expect(u.createdAt.getTime()).toBeGreaterThan(d.issues.find((i) => i.id === u.issueId)!.createdAt.getTime());
      for (const i of d.issues) expect(i.targetDate! >= i.date).toBe(true);
      // Two contracts have meters; each reading's consumption is the difference from the one before.
      const metered = d.contracts
        .map((c) => d.energy.filter((e) => e.projectId === c.id).sort((a, b) => a.date.localeCompare(b.date)))
        .filter((readings) => readings.length > 0);
      expect(metered.map((readings) => readings.length).sort()).toEqual([4, 5]);
      for (const readings of metered) {
        for (let i = 1; i < readings.length; i++) {
          expect(Number(readings[i].meterReading) - Number(readings[i - 1].meterReading)).toBe(Number(readings[i].consumption));
        }
      }
      // Each record's stored total is the sum of its figures, and plant diesel is about 2.7 kg CO2e a litre.
      const kgOf = (id: number) =>
        d.figures.filter((f) => ENTRY_KINDS.includes(f.sourceKind as EntryKind) && f.sourceId === id).reduce((s, f) => s + Number(f.kgCo2e), 0);
      for (const r of d.site) expect(Number(r.carbonEmitted)).toBeCloseTo(kgOf(r.id), 2);
      for (const p of plant) {
        expect(kgOf(p.id) / Number(p.fuelLitres)).toBeGreaterThan(2.4);
        expect(kgOf(p.id) / Number(p.fuelLitres)).toBeLessThan(3.3);
      }
      for (const c of d.contracts) {
        const heads = [c.budgetLabour, c.budgetPlant, c.budgetWaste, c.budgetEnergy, c.budgetMaterials].reduce((s, v) => s + Number(v), 0);
        expect(Number(c.budget)).toBeCloseTo(heads, 2);
        expect(Number(c.contractValue)).toBeGreaterThan(Number(c.budget));
      }
    });

    it("has an order partly and one fully received through goods receipt, their figures agreeing", async () => {
      const orders = await t.db
        .select()
        .from(purchaseOrders)
        .where(inArray(purchaseOrders.status, ["partially_delivered", "fully_delivered"]));
      expect(orders.map((o) => o.status).sort()).toEqual(["fully_delivered", "partially_delivered"]);
      const pence = (v: string | null) => parsePence(v ?? "0")!;
      const qty = (v: string) => parseQuantity(v)!;
      for (const o of orders) {
        const lines = await t.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, o.id));
        const notes = await t.db.select().from(purchaseOrderDeliveryNotes).where(eq(purchaseOrderDeliveryNotes.orderId, o.id));
        expect(lines, o.poNumber).toHaveLength(2);
        // Each line: delivered and remaining make what was ordered; delivered is the sum of its GRN rows;
        // its value is the delivered quantity at the line's price (its whole total once complete).
        for (const l of lines) {
          expect(qty(l.quantityDelivered) + qty(l.quantityRemaining), l.description).toBe(qty(l.quantityOrdered));
          const received = notes.filter((n) => n.lineItemId === l.id).reduce((s, n) => s + qty(n.quantityDelivered), 0n);
          expect(received, l.description).toBe(qty(l.quantityDelivered));
          const complete = qty(l.quantityRemaining) === 0n;
          expect(l.deliveryStatus).toBe(complete ? "complete" : received > 0n ? "partial" : "pending");
          expect(pence(l.deliveredValue)).toBe(complete ? pence(l.lineTotal) : lineTotal(qty(l.quantityDelivered), pence(l.unitPrice)));
        }
        // The order: its subtotal is its lines' totals; delivered (with VAT) and remaining make its total.
        expect(sumPence(lines.map((l) => pence(l.lineTotal)))).toBe(pence(o.subtotal));
        expect(pence(o.subtotal) + pence(o.vatAmount)).toBe(pence(o.totalAmount));
        const net = sumPence(lines.map((l) => pence(l.deliveredValue)));
        expect(pence(o.deliveredValue)).toBe(o.status === "fully_delivered" ? pence(o.totalAmount) : net + vatOn(net, o.vatRate));
        expect(pence(o.deliveredValue) + pence(o.remainingValue)).toBe(pence(o.totalAmount));
        expect(lines.filter((l) => qty(l.quantityRemaining) > 0n).length === 0, o.poNumber).toBe(o.status === "fully_delivered");
        expect(o.deliveryStatus).toBe(o.status === "fully_delivered" ? "complete" : "partial");

        // Two GRNs, each with its diary delivery naming the order and carrying transport and material carbon.
        const grns = [...new Set(notes.map((n) => n.grnNumber))];
        expect(grns).toHaveLength(2);
        for (const grn of grns) {
          const note = notes.find((n) => n.grnNumber === grn)!;
          expect(note.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(note.deliveryDate < today && note.deliveryDate > o.orderedDate!).toBe(true);
          const entry = d.site.find((e) => e.id === note.carbonEntryId);
          expect(entry, grn).toMatchObject({ kind: "delivery", projectId: o.projectId, poNumber: o.poNumber, grnNumber: grn, date: note.deliveryDate });
          const categories = d.figures.filter((f) => f.sourceKind === "delivery" && f.sourceId === entry!.id).map((f) => f.category);
          expect(categories).toEqual(expect.arrayContaining(["transport", "materials"]));
        }
        const events = await t.db.select().from(purchaseOrderEvents).where(eq(purchaseOrderEvents.orderId, o.id));
        expect(events.length, o.poNumber).toBeGreaterThanOrEqual(3);
        expect(events.filter((e) => e.createdAt.getTime() > now.getTime()).map((e) => e.action)).toEqual([]);
        expect(o.updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
        // The supplier's delivery rating and spend come from these orders and receipts.
        const [supplier] = await t.db.select().from(suppliers).where(eq(suppliers.id, o.supplierId!));
        expect(Number(supplier.deliveryRating)).toBeGreaterThan(0);
        expect(pence(supplier.totalSpend)).toBeGreaterThanOrEqual(pence(o.totalAmount));
      }
    });

    it("has a bell with an order to approve, an approval told to the buyer and an issue assigned, and a past site-closed text to that day's crew", async () => {
      const bell = await t.db.select().from(notifications);
      const byType = (type: string) => bell.filter((n) => n.type === type);
      expect(bell.map((n) => n.type).sort()).toEqual(["po_approved", "po_pending_approval", "site_issue_assigned"]);
      expect(bell.every((n) => n.createdAt.getTime() <= now.getTime())).toBe(true);
      const [waiting] = byType("po_pending_approval");
      const [order] = await t.db
        .select()
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, Number(waiting.link!.split("=")[1])));
      expect(order.status).toBe("pending_approval");
      expect(waiting.title).toBe(`Purchase order ${order.poNumber} needs your approval`);
      expect(d.team.find((u) => u.id === waiting.userId)?.role).toBe("Managing Director");
      expect(byType("po_approved")[0]).toMatchObject({ read: true });
      const [assigned] = byType("site_issue_assigned");
      const issue = d.issues.find((i) => assigned.link!.endsWith(`/site-issues/view/${i.id}`));
      expect(issue?.assignedToId).toBe(assigned.userId);

      // The broadcast: one row per worker signed in on that contract that day, each with Twilio's id;
      // delivered but for one unreachable handset, which keeps the provider's error.
      const texts = (await t.db.select().from(smsMessages)).filter((m) => m.message.startsWith("Site closed tomorrow"));
      expect(texts.length).toBeGreaterThanOrEqual(3);
      expect(new Set(texts.map((m) => m.workerId)).size).toBe(texts.length);
      expect(texts.every((m) => m.sentAt!.getTime() <= now.getTime() && /^SM[0-9a-f]{32}$/.test(m.providerMessageId ?? ""))).toBe(true);
      const day = ukToday(texts[0].sentAt!);
      const crew = await t.db.selectDistinct({ id: siteAttendance.workerId }).from(siteAttendance).where(eq(siteAttendance.date, day));
      expect(texts.every((m) => m.projectId === texts[0].projectId && crew.some((c) => c.id === m.workerId))).toBe(true);
      expect(texts.filter((m) => m.status === "failed").map((m) => m.errorMessage)).toEqual(["Twilio 30003: Unreachable destination handset"]);
      expect(texts.filter((m) => m.status === "delivered")).toHaveLength(texts.length - 1);
    });
  });
}

describe("demo data at 02:00 on a November night", () => {
  checks("seeded at 2026-11-25 02:00 GMT", NIGHT, "2026-11-25", { today: [] });
});
describe("demo data on a summer afternoon", () => {
  checks("seeded at 2026-07-15 15:30 BST", SUMMER, "2026-07-15", { today: ["weather", "weather"] });
});
