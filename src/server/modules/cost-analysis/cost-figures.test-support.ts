import { daysBefore, ukToday } from "@shared/common/uk-dates";
import type { Db } from "../../db/client";
import {
  carbonEntries,
  contractVariations,
  labourCostSettings,
  purchaseOrderDeliveryNotes,
  purchaseOrderLines,
  purchaseOrders,
  scope2Energy,
  siteAttendance,
} from "../../db/schema/index";
import { buildProject } from "../../seed/factories";
import { buildWorker } from "../labour-cost/labour-cost.test-support";

/**
 * One contract with every kind of record cost analysis reads (decision 0081), its figures worked by
 * hand in cost-figures.reconciliation.test.ts. Orders are written as the order pages leave them (net
 * subtotal, delivered value and invoice with VAT at the order's rate), so the test reads them as stored.
 */

let run = 0;
type Line = { code: string | null; qty: string; price: string; delivered?: string };
type OrderSpec = {
  key: string;
  category: string;
  status: string;
  vat?: string;
  lines: Line[];
  /** Delivered value with VAT. */
  delivered?: string;
  received?: string;
  invoice?: { amount: string; number: string; date: string };
};

const net = (lines: Line[]) => lines.reduce((a, l) => a + Math.round(Number(l.qty) * Number(l.price) * 100), 0) / 100;

export async function seedCostContract(db: Db) {
  run++;
  const tag = `${run}${Date.now().toString(36).toUpperCase()}`;
  const po = (key: string) => `PO-T${tag}-${key}`;
  const contract = await buildProject(db, {
    name: `Cost Contract ${tag}`,
    contractValue: "60000.00",
    budget: "30000.00",
    budgetMaterials: "10000.00",
    originalBudgetMaterials: "9000.00",
    budgetLabour: "400.00",
    budgetPlant: "5000.00",
    budgetWaste: "1000.00",
    budgetEnergy: "800.00",
    startDate: "2026-06-01",
    finishDate: "2027-03-31",
    retentionPercent: "5.00",
  });

  // Recent receipts stay recent whenever the test runs: no invoice yet, but not 30 days old.
  const recent = (n: number) => daysBefore(ukToday(), n);
  const orders: OrderSpec[] = [
    // Sent, nothing received: £1,000.00 committed over two cost codes.
    {
      key: "M1",
      category: "materials",
      status: "ordered",
      lines: [
        { code: "CC-100", qty: "10", price: "60.00" },
        { code: "CC-200", qty: "4", price: "100.00" },
      ],
    },
    // Part-delivered, no invoice: £800.00 accrued (£960.00 with VAT), £1,200.00 committed.
    {
      key: "M2",
      category: "materials",
      status: "partially_delivered",
      lines: [{ code: "CC-100", qty: "20", price: "100.00", delivered: "8" }],
      delivered: "960.00",
      received: recent(8),
    },
    // Delivered, no invoice for over 30 days: £1,500.00 accrued, an exception.
    {
      key: "M3",
      category: "materials",
      status: "fully_delivered",
      lines: [{ code: null, qty: "3", price: "500.00", delivered: "3" }],
      delivered: "1800.00",
      received: "2026-09-10",
    },
    // Invoiced above what was delivered and above the order: £1,250.00 invoiced against £1,200.00.
    {
      key: "M4",
      category: "materials",
      status: "fully_delivered",
      lines: [{ code: "CC-200", qty: "1", price: "1200.00", delivered: "1" }],
      delivered: "1440.00",
      received: "2026-10-01",
      invoice: { amount: "1500.00", number: `INV-${tag}-4`, date: "2026-10-20" },
    },
    // Part-delivered, invoiced below what was delivered: £900.00 invoiced against £1,000.00, £2,100.00 still committed; three lines share it.
    {
      key: "M5",
      category: "materials",
      status: "partially_delivered",
      lines: [
        { code: "CC-100", qty: "1", price: "1000.00", delivered: "1" },
        { code: "CC-300", qty: "1", price: "1000.00" },
        { code: "CC-300", qty: "1", price: "1000.00" },
      ],
      delivered: "1200.00",
      received: "2026-10-15",
      invoice: { amount: "1080.00", number: `INV-${tag}-5`, date: "2026-11-02" },
    },
    // Cancelled after a receipt: £100.00 accrued, nothing committed.
    {
      key: "M6",
      category: "materials",
      status: "cancelled",
      lines: [{ code: "CC-100", qty: "5", price: "100.00", delivered: "1" }],
      delivered: "120.00",
      received: recent(3),
    },
    // A draft counts for nothing.
    { key: "M7", category: "materials", status: "draft", lines: [{ code: "CC-100", qty: "7", price: "100.00" }] },
    // Plant hire order a plant entry names: £900.00 committed.
    { key: "P1", category: "plant", status: "ordered", lines: [{ code: "CC-PL", qty: "1", price: "900.00" }] },
    // A skip order a waste entry names: £400.00 committed.
    { key: "W1", category: "waste", status: "ordered", lines: [{ code: null, qty: "2", price: "200.00" }] },
    // Energy invoiced at 5 % VAT: £210.00 → £200.00 net; an energy entry quotes its invoice number.
    {
      key: "E1",
      category: "energy",
      status: "fully_delivered",
      vat: "5.00",
      lines: [{ code: null, qty: "1", price: "200.00", delivered: "1" }],
      delivered: "210.00",
      received: "2026-10-31",
      invoice: { amount: "210.00", number: `ELEC-${tag}`, date: "2026-11-05" },
    },
    // Other: no budget of its own, £250.00 invoiced.
    {
      key: "O1",
      category: "other",
      status: "fully_delivered",
      lines: [{ code: null, qty: "1", price: "250.00", delivered: "1" }],
      delivered: "300.00",
      received: "2026-10-02",
      invoice: { amount: "300.00", number: `INV-${tag}-O`, date: "2026-10-03" },
    },
  ];
  const ids: Record<string, number> = {};
  for (const o of orders) {
    const subtotal = net(o.lines).toFixed(2);
    const [row] = await db
      .insert(purchaseOrders)
      .values({
        poNumber: po(o.key),
        status: o.status,
        poCategory: o.category,
        projectId: contract.id,
        supplier: `Supplier ${o.key}`,
        orderedBy: "Gemma Lloyd",
        subtotal,
        vatRate: o.vat ?? "20.00",
        deliveredValue: o.delivered ?? "0.00",
        invoiceAmount: o.invoice?.amount ?? null,
        invoiceNumber: o.invoice?.number ?? null,
        invoiceDate: o.invoice?.date ?? null,
      })
      .returning();
    ids[o.key] = row.id;
    for (const [i, l] of o.lines.entries()) {
      const [line] = await db
        .insert(purchaseOrderLines)
        .values({
          orderId: row.id,
          lineNumber: i + 1,
          description: `Line ${i + 1} of ${o.key}`,
          unit: "no.",
          quantityOrdered: l.qty,
          quantityDelivered: l.delivered ?? "0",
          unitPrice: l.price,
          lineTotal: (Math.round(Number(l.qty) * Number(l.price) * 100) / 100).toFixed(2),
          costCode: l.code,
        })
        .returning();
      if (l.delivered && o.received)
        await db.insert(purchaseOrderDeliveryNotes).values({
          orderId: row.id,
          lineItemId: line.id,
          deliveryDate: o.received,
          receivedBy: "Site",
          grnNumber: `GRN-${tag}-${o.key}-${i}`,
          quantityOrdered: l.qty,
          quantityDelivered: l.delivered,
        });
    }
  }

  const plant = (date: string, over: Partial<typeof carbonEntries.$inferInsert>) => ({
    projectId: contract.id,
    date,
    kind: "plant",
    plantItem: "13t excavator",
    ...over,
  });
  await db.insert(carbonEntries).values([
    plant("2026-09-15", { hours: "8.00", hireRate: "45.00", hireRateUnit: "hour" }), // £360.00
    plant("2026-10-06", { plantItem: "Dumper", hireRate: "250.00", hireRateUnit: "day" }), // £250.00
    plant("2026-10-07", { plantItem: "Welfare unit", hireRate: "1000.00", hireRateUnit: "week" }), // a fifth: £200.00
    plant("2026-10-08", { plantItem: "Roller", hireRate: "333.33", hireRateUnit: "week" }), // £66.666 → £66.67
    plant("2026-10-09", { plantItem: "Crane", hours: "9.00", hireRate: "95.00", hireRateUnit: "hour", poNumber: ` ${po("P1").toLowerCase()} ` }), // its order's
    plant("2026-10-10", { plantItem: "Breaker", hours: "6.50" }), // uncosted
    plant("2026-10-12", { plantItem: "Telehandler", hireRate: "100.00", hireRateUnit: "day", poNumber: "PO-NOPE" }), // no such order: the rate, £100.00
    plant("2099-01-01", { plantItem: "Future", hireRate: "999.00", hireRateUnit: "day" }), // after today: left out
    { projectId: contract.id, date: "2026-10-14", kind: "waste", wasteMaterial: "Mixed C&D", cost: "185.50", wasteTransferNote: "WTN-1" },
    { projectId: contract.id, date: "2026-10-15", kind: "waste", wasteMaterial: "Soil", cost: "999.00", poNumber: po("W1") }, // its order's
    { projectId: contract.id, date: "2026-10-16", kind: "waste", wasteMaterial: "Timber" }, // no cost
    { projectId: contract.id, date: recent(8), kind: "delivery", supplier: "Supplier M2", poNumber: po("M2") },
    { projectId: contract.id, date: "2026-11-21", kind: "delivery", supplier: "Jewson" }, // names no order
    { projectId: contract.id, date: "2026-11-22", kind: "delivery", supplier: "Travis", poNumber: "PO-ELSEWHERE" }, // not this contract's
  ]);
  await db.insert(scope2Energy).values([
    { projectId: contract.id, date: "2026-10-31", energyType: "Electricity", consumption: "1200", unit: "kWh", cost: "320.40", invoiceReference: "EDF-881" },
    {
      projectId: contract.id,
      date: "2026-11-05",
      energyType: "Electricity",
      consumption: "800",
      unit: "kWh",
      cost: "210.00",
      invoiceReference: ` elec-${tag.toLowerCase()} `,
    }, // its order's
  ]);

  await db
    .insert(labourCostSettings)
    .values({ id: 1, standardDayHours: "8", employersNi: "10" })
    .onConflictDoUpdate({
      target: labourCostSettings.id,
      set: { standardDayHours: "8", employersNi: "10", holidayPay: "0", pension: "0", apprenticeshipLevy: "0" },
    });
  const sam = await buildWorker(db, { firstName: "Sam", lastName: "Hall", hourlyRate: "20.00", employmentType: "employed" });
  const ann = await buildWorker(db, { firstName: "Ann", lastName: "Cole", employmentType: "agency" });
  const signIn = (workerId: number, company: string, day: string, from: string, to: string) => ({
    projectId: contract.id,
    workerId,
    workerName: "W",
    company,
    date: day,
    signInTime: from,
    signOutTime: to,
    signedInAt: new Date(`${day}T${from}:00Z`),
    signedOutAt: new Date(`${day}T${to}:00Z`),
  });
  await db.insert(siteAttendance).values([
    // Sam: 8 h at £20.00 + 10 % NI = £176.00 a day; two days in September, 4 h (£88.00) in October.
    signIn(sam.id, "Direct", "2026-09-07", "07:00", "15:00"),
    signIn(sam.id, "Direct", "2026-09-08", "07:00", "15:00"),
    signIn(sam.id, "Direct", "2026-10-05", "08:00", "12:00"),
    // Ann (agency, no rate): 4 h uncosted.
    signIn(ann.id, "Scaff Ltd", "2026-10-05", "08:00", "12:00"),
  ]);

  const variation = (number: number, head: string, status: string, value: string, cost: string, agreed = false) => ({
    projectId: contract.id,
    number,
    title: `Change ${number}`,
    head,
    status,
    valueEstimate: value,
    costEstimate: cost,
    agreedValue: agreed ? value : null,
    agreedCost: agreed ? cost : null,
    statusChangedAt: new Date("2026-10-01T12:00:00Z"),
  });
  await db
    .insert(contractVariations)
    .values([
      variation(1, "materials", "pending", "700.00", "500.00"),
      variation(2, "other", "approved", "400.00", "300.00", true),
      variation(3, "labour", "unagreed", "200.00", "150.00"),
      variation(4, "plant", "rejected", "1500.00", "999.00"),
    ]);
  return { contract, ids, po, sam, ann };
}
