import { and, asc, eq, isNull } from "drizzle-orm";
import { daysAfter, daysBefore, monthsAfter, ukToday } from "@shared/common/uk-dates";
import type { Db } from "../../db/client";
import { fileBlobs, files, fleet, fleetDocuments, fleetDrivers, fleetHistory, fleetMileageReadings, fleetServices, workers } from "../../db/schema/index";
import type { DemoStaff } from "../../platform/module";
import { DEMO_VEHICLES, type DemoVehicle } from "./fleet.demo-content";

export { MOT_DUE_VAN } from "./fleet.demo-content";

/**
 * The demo's fleet (issue 33): 12 vehicles with their drivers (the crew and two of the staff), six
 * months of mileage readings, the last service of each and a couple of repairs, and each vehicle's
 * insurance certificate and V5C. Most are in date; one van's MOT is due in exactly 10 days (MOT_DUE_VAN),
 * and others have an MOT or road tax overdue, insurance or finance ending, or the service due by miles
 * or overdue. Everything dated from `now`; a fixed spread, so a reseed gives the same demo.
 */

/** A one-page PDF saying what the document is: enough for the demo's links to open something. */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, "");
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** The dates each vehicle's `due` sets, the rest comfortably in date. */
function dates(v: DemoVehicle, i: number, today: string) {
  const inDate = (days: number) => daysAfter(today, days + ((i * 37) % 120));
  const lastService = daysBefore(today, 40 + ((i * 23) % 200));
  return {
    motExpiry: v.due === "mot_in_10_days" ? daysAfter(today, 10) : v.due === "mot_overdue" ? daysBefore(today, 4) : v.year >= 2023 ? null : inDate(60),
    roadTaxExpiry: v.due === "tax_overdue" ? daysBefore(today, 3) : inDate(90),
    insuranceExpiry: v.due === "insurance_soon" ? daysAfter(today, 18) : inDate(120),
    financeEndDate: v.ownership === "financed" ? (v.due === "finance_ending" ? daysAfter(today, 21) : monthsAfter(today, 26)) : null,
    lastServiceDate: v.due === "service_overdue" ? monthsAfter(today, -13) : lastService,
    fuelCardExpiry: monthsAfter(today, 14 + (i % 6)),
  };
}

export async function seedDemoFleet(db: Db, staff: DemoStaff[], now: Date) {
  const today = ukToday(now);
  const crew = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.employmentStatus, "active"), isNull(workers.deletedAt)))
    .orderBy(asc(workers.id));
  const creator = staff.find((s) => s.role === "Contracts Manager") ?? staff[0];
  const byRole = (role: string) => staff.find((s) => s.role === role)?.id ?? null;

  for (const [i, v] of DEMO_VEHICLES.entries()) {
    const d = dates(v, i, today);
    const monthly = Math.round(v.milesPerYear / 12);
    const age = Math.max(1, new Date(now).getFullYear() - v.year);
    const startMileage = v.milesPerYear * age - monthly * 6;
    const current = startMileage + monthly * 6;
    const intervalMiles = v.type === "truck" ? 40000 : v.type === "car" ? 10000 : 20000;
    // By miles: 600 miles to go on the van whose service is due by miles; otherwise well within the interval.
    const lastServiceMileage = v.due === "service_by_miles" ? current - intervalMiles + 600 : current - Math.round(intervalMiles / 3);
    const driverWorker = v.driver && "worker" in v.driver ? (crew[v.driver.worker % Math.max(crew.length, 1)]?.id ?? null) : null;
    const driverUser = v.driver && "staff" in v.driver ? byRole(v.driver.staff) : null;
    const hgv = v.type === "truck";
    const [row] = await db
      .insert(fleet)
      .values({
        vehicleName: v.name,
        make: v.make,
        model: v.model,
        vehicleType: v.type,
        year: v.year,
        color: v.colour,
        vin: `WF0${v.plate}${String(100000 + i * 7919).slice(0, 6)}`.slice(0, 17),
        licensePlate: v.plate,
        fuelType: v.fuel,
        grossWeightKg: v.grossWeightKg ?? (v.type === "car" ? 2000 : 3500),
        operatorLicence: hgv,
        ownership: v.ownership,
        purchaseDate: `${v.year}-0${(i % 8) + 1}-15`,
        purchasePrice: hgv ? "92500.00" : v.type === "car" ? "31450.00" : "34995.00",
        currentValue: hgv ? "48000.00" : v.type === "car" ? "21000.00" : "17500.00",
        financeProvider: v.ownership === "financed" ? "Lombard Vehicle Finance" : v.ownership === "leased" ? "Arval UK" : null,
        financeAgreement: v.ownership === "owned" ? null : `AGR-${20400 + i * 17}`,
        financeStartDate: v.ownership === "owned" ? null : `${v.year}-04-01`,
        financeEndDate: d.financeEndDate,
        monthlyPayment: v.ownership === "owned" ? null : hgv ? "1450.00" : "389.50",
        currentMileage: current,
        mileageRecordedOn: daysBefore(today, 2),
        annualMileageAllowance: v.ownership === "leased" ? v.milesPerYear + 5000 : null,
        fuelCardNumber: `7077 1234 5${String(100 + i).padStart(3, "0")} 0${i % 10}`,
        fuelCardProvider: "Allstar",
        fuelCardExpiry: d.fuelCardExpiry,
        insuranceProvider: "Aviva Fleet",
        insurancePolicyNumber: "AVF-228814",
        insuranceExpiry: d.insuranceExpiry,
        insuranceExcess: "500.00",
        roadTaxExpiry: d.roadTaxExpiry,
        roadTaxCost: hgv ? "650.00" : v.fuel === "electric" ? "0.00" : "335.00",
        motExpiry: d.motExpiry,
        lastMotDate: d.motExpiry ? monthsAfter(d.motExpiry, -12) : null,
        lastServiceDate: d.lastServiceDate,
        lastServiceMileage,
        nextServiceDate: monthsAfter(d.lastServiceDate, 12),
        serviceIntervalMonths: 12,
        serviceIntervalMiles: intervalMiles,
        serviceCost: hgv ? "780.00" : "245.00",
        garageName: hgv ? "Yorkshire Truck Services, Wakefield" : "Kirkstall Road Ford, Leeds",
        garagePhone: hgv ? "01924 200300" : "0113 496 0000",
        safetyInspectionIntervalWeeks: hgv ? 6 : null,
        lastSafetyInspectionDate: hgv ? daysBefore(today, 20 + i) : null,
        lastTachoDownloadDate: hgv ? daysBefore(today, 25) : null,
        driverWorkerId: driverWorker,
        driverUserId: driverUser,
        status: v.due === "service_overdue" ? "maintenance" : "active",
        condition: v.year >= 2021 ? "good" : "fair",
        location: hgv ? "Yard, Stourton" : null,
        notes: hgv ? "Operator licence OB1234567 (North East). Safety inspections every 6 weeks." : null,
        createdBy: creator.id,
        updatedBy: creator.id,
        createdAt: new Date(now.getTime() - 200 * 86_400_000),
      })
      .returning();
    // Six months of readings, one a month, the last two days ago.
    await db.insert(fleetMileageReadings).values(
      Array.from({ length: 7 }, (_, m) => ({
        vehicleId: row.id,
        day: m === 6 ? daysBefore(today, 2) : monthsAfter(daysBefore(today, 2), m - 6),
        mileage: startMileage + monthly * m,
        source: m === 6 ? "walkaround" : "typed",
        recordedBy: creator.id,
      })),
    );
    await db.insert(fleetServices).values({
      vehicleId: row.id,
      kind: "service",
      day: d.lastServiceDate,
      mileage: lastServiceMileage,
      garage: row.garageName,
      cost: row.serviceCost,
      description: "Annual service: oil and filters, brake check",
      recordedBy: creator.id,
    });
    if (i % 4 === 1)
      await db.insert(fleetServices).values({
        vehicleId: row.id,
        kind: i % 8 === 1 ? "tyres" : "repair",
        day: daysBefore(today, 30 + i),
        mileage: null,
        garage: "Kwik Fit, Leeds",
        cost: i % 8 === 1 ? "412.00" : "186.40",
        description: i % 8 === 1 ? "Two front tyres" : "Nearside wing mirror replaced",
        recordedBy: creator.id,
      });
    // A secondary driver on the pool vans: the next of the crew.
    if (v.type === "van" && driverWorker && crew.length > 10)
      await db.insert(fleetDrivers).values({ vehicleId: row.id, workerId: crew[(i + 9) % crew.length].id });
    await db.insert(fleetHistory).values({
      vehicleId: row.id,
      field: "added",
      toValue: "Active",
      note: "Added to the fleet",
      changedBy: creator.id,
      changedAt: new Date(now.getTime() - 200 * 86_400_000),
    });
    for (const [category, title, expiry] of [
      ["insurance", "Fleet insurance certificate", d.insuranceExpiry],
      ["v5c", "V5C registration certificate", null],
    ] as const) {
      const name = `${v.plate}-${category}.pdf`;
      const data = demoPdf(`${title} - ${v.name}`);
      const [file] = await db
        .insert(files)
        .values({
          filename: name,
          originalName: name,
          path: "db:file_blobs/pending",
          mimetype: "application/pdf",
          size: data.length,
          uploadedBy: creator.id,
          description: `${title} for vehicle ${v.name}`,
        })
        .returning();
      await db.insert(fileBlobs).values({ fileId: file.id, data });
      await db
        .update(files)
        .set({ path: `db:file_blobs/${file.id}` })
        .where(eq(files.id, file.id));
      await db.insert(fleetDocuments).values({
        vehicleId: row.id,
        category,
        title,
        filename: name,
        filepath: `db:file_blobs/${file.id}`,
        fileType: "application/pdf",
        fileSize: data.length,
        fileId: file.id,
        expiryDate: expiry,
        uploadedBy: creator.id,
      });
    }
  }
}
