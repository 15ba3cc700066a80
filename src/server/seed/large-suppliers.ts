import { count, like } from "drizzle-orm";
import { SUPPLIER_TYPE_KEYS } from "@shared/suppliers/supplier";
import type { Db } from "../db/client";
import { suppliers } from "../db/schema/index";
import { bulkInsert } from "./bulk-insert";

export const LARGE_SUPPLIER_COUNT = 2000;

const TOWNS: [string, string][] = [
  ["Leeds", "LS1 4AP"],
  ["Bradford", "BD1 1HY"],
  ["Wakefield", "WF1 2EB"],
  ["Sheffield", "S1 2HE"],
  ["York", "YO1 7HH"],
  ["Hull", "HU1 2AA"],
  ["Harrogate", "HG1 1BA"],
  ["Halifax", "HX1 1BA"],
  ["Doncaster", "DN1 1BA"],
  ["Huddersfield", "HD1 2TA"],
];
const SPECIALISMS = ["Ready-mix concrete", "Rebar", "Timber", "Excavators", "Skip hire", "Cable", "Drainage", "Plasterboard", "Roofing", "Scaffold"];

/**
 * The performance data set's supplier register (issue 14): 2,000 suppliers across every type and
 * town, a few with lapsed or lapsing insurance, bulk-inserted like the diary. Runs once: a second
 * call sees the PERF- codes and does nothing. Spend and ratings stay derived (zero without orders).
 */
export async function seedLargeSuppliers(db: Db, { total = LARGE_SUPPLIER_COUNT, now = new Date() }: { total?: number; now?: Date } = {}) {
  const [{ n }] = await db.select({ n: count() }).from(suppliers).where(like(suppliers.code, "PERF-S%"));
  if (n > 0) return { created: false, suppliers: n };
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const rows = Array.from({ length: total }, (_, k) => {
    const i = k + 1;
    const [city, postcode] = TOWNS[i % TOWNS.length];
    const tag = String(i).padStart(4, "0");
    return {
      name: `Perf Supplier ${tag} ${city}`,
      code: `PERF-S${tag}`,
      contactPerson: `Contact ${tag}`,
      email: `orders${tag}@perf-supplier.example`,
      phone: `0113 496 ${String(i % 10000).padStart(4, "0")}`,
      city,
      postcode,
      supplierType: SUPPLIER_TYPE_KEYS[i % SUPPLIER_TYPE_KEYS.length],
      specializations: [SPECIALISMS[i % SPECIALISMS.length], SPECIALISMS[(i * 7) % SPECIALISMS.length]].filter((v, j, a) => a.indexOf(v) === j),
      certifications: i % 3 === 0 ? ["ISO 9001", "CHAS"] : ["ISO 9001"],
      // One in 25 lapsed, one in 25 lapsing within the month; the rest insured for a year or so.
      insuranceExpiry: i % 25 === 0 ? day(-(i % 60) - 1) : i % 25 === 1 ? day(i % 28) : day(60 + (i % 400)),
      status: i % 20 === 0 ? "inactive" : i % 33 === 0 ? "on_hold" : "active",
      paymentTerms: "30 days end of month",
      creditLimit: `${5000 + (i % 20) * 2500}.00`,
    };
  });
  await bulkInsert(db, suppliers, rows);
  return { created: true, suppliers: total };
}
