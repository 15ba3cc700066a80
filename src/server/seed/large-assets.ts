import { count, like } from "drizzle-orm";
import { daysAfter, ukToday } from "@shared/common/uk-dates";
import type { Db } from "../db/client";
import { assets } from "../db/schema/index";
import { newToken } from "../platform/tokens";
import { bulkInsert } from "./bulk-insert";
import { refreshAllDueDays } from "../modules/assets/asset-due.service";

/** The performance data set's asset register (issue 32): enough to page, search and filter at scale. */
export const LARGE_ASSET_COUNT = 20_000;

/** What a contractor's register holds, in proportion: mostly tools, then plant, lifting gear and equipment. */
const KINDS: { type: string; category: string; makers: string[]; lifting?: "accessory" | "other" | "lifts_people"; electrical?: boolean; hours?: boolean }[] = [
  { type: "tools", category: "Breaker", makers: ["Makita", "Hilti", "DeWalt"], electrical: true },
  { type: "tools", category: "SDS drill", makers: ["Makita", "Hilti", "Bosch"], electrical: true },
  { type: "tools", category: "Disc cutter", makers: ["Stihl", "Husqvarna"] },
  { type: "tools", category: "Angle grinder", makers: ["Makita", "Bosch", "Metabo"], electrical: true },
  { type: "tools", category: "110 V transformer", makers: ["Carroll & Meynell", "Defender"], electrical: true },
  { type: "plant", category: "Excavator", makers: ["JCB", "Kubota", "Volvo", "CAT"], hours: true },
  { type: "plant", category: "Dumper", makers: ["Thwaites", "JCB", "Terex"], hours: true },
  { type: "plant", category: "Roller", makers: ["Bomag", "Hamm"], hours: true },
  { type: "machinery", category: "Telehandler", makers: ["JCB", "Manitou", "Merlo"], lifting: "other", hours: true },
  { type: "equipment", category: "Chain sling", makers: ["Certex", "Crosby"], lifting: "accessory" },
  { type: "equipment", category: "MEWP", makers: ["Genie", "JLG", "Niftylift"], lifting: "lifts_people", hours: true },
  { type: "equipment", category: "Generator", makers: ["SDMO", "Pramac"], hours: true },
  { type: "other", category: "Welfare unit", makers: ["Boss Cabins", "AJC"] },
];
const STATUSES = ["active", "active", "active", "active", "active", "active", "active", "maintenance", "retired", "sold", "lost"];

/** The serial of the `i`th perf asset (1-based): unique in the set, so a search finds exactly one. */
export const largeAssetSerial = (i: number) => `PERF-SN-${String(i).padStart(6, "0")}`;

/**
 * 20,000 assets named "<maker> <category> <n>" across the kinds above, one in eleven not active, one
 * in forty out of use, one in fifteen hired in, with inspection and maintenance dates spread around
 * today (some overdue, some due soon). Dated from `now`; bulk-inserted as JSON batches; runs once.
 */
export async function seedLargeAssets(db: Db, { total = LARGE_ASSET_COUNT, now = new Date() }: { total?: number; now?: Date } = {}) {
  const [{ n }] = await db.select({ n: count() }).from(assets).where(like(assets.serialNumber, "PERF-SN-%"));
  if (n > 0) return { created: false, assets: n };
  const today = ukToday(now);
  const rows = Array.from({ length: total }, (_, k): typeof assets.$inferInsert => {
    const i = k + 1;
    const kind = KINDS[i % KINDS.length];
    const maker = kind.makers[i % kind.makers.length];
    const hired = i % 15 === 0;
    const lastInspection = daysAfter(today, -((i * 17) % 200));
    return {
      name: `${maker} ${kind.category} ${i}`,
      type: kind.type,
      category: kind.category,
      manufacturer: maker,
      model: `${kind.category.slice(0, 3).toUpperCase()}-${100 + (i % 900)}`,
      serialNumber: largeAssetSerial(i),
      purchasePrice: hired ? null : (250 + ((i * 97) % 60_000)).toFixed(2),
      purchaseDate: hired ? null : daysAfter(today, -(100 + ((i * 29) % 2500))),
      status: STATUSES[i % STATUSES.length],
      condition: ["excellent", "good", "good", "fair", "poor"][i % 5],
      lastInspectionDate: kind.lifting ? null : lastInspection,
      inspectionInterval: kind.lifting ? null : 180,
      nextInspectionDate: kind.lifting ? null : daysAfter(lastInspection, 180),
      lastMaintenanceDate: daysAfter(today, -((i * 23) % 400)),
      maintenanceInterval: 365,
      operatingHours: kind.hours ? (100 + ((i * 41) % 9000)).toFixed(1) : null,
      maintenanceIntervalHours: kind.hours ? 500 : null,
      fuelType: kind.hours ? "diesel" : kind.electrical ? "electric" : "none",
      liftingUse: kind.lifting ?? null,
      portableElectrical: !!kind.electrical,
      ownership: hired ? "hired_in" : "owned",
      hireSupplier: hired ? `Perf Plant Hire ${String(i % 12).padStart(2, "0")} Ltd` : null,
      onHireDate: hired ? daysAfter(today, -((i * 7) % 90)) : null,
      outOfUse: i % 40 === 0,
      outOfUseReason: i % 40 === 0 ? "Failed pre-use check" : null,
      outOfUseSince: i % 40 === 0 ? now : null,
      qrToken: newToken(),
      qrIssuedAt: now,
    };
  });
  await bulkInsert(db, assets, rows);
  await refreshAllDueDays(db);
  return { created: true, assets: total };
}
