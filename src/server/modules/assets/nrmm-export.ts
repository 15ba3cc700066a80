import { and, asc, count, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { NRMM_EXPORT_HEADER } from "@shared/assets/assets-plant";
import { assetOwnershipLabel, assetTypeLabel, engineStageLabel, type AssetOwnership, type AssetType, type EngineStage } from "@shared/assets/asset-lists";
import type { CsvCell } from "@shared/common/csv";
import { ukToday } from "@shared/common/uk-dates";
import { nrmmRequirementLabel, nrmmStanding, nrmmStandingLabel } from "@shared/rules/nrmm";
import type { Db } from "../../db/client";
import { assets, carbonEntries } from "../../db/schema/index";
import { audit } from "../../platform/audit";
import { pagesByOffset, type CsvExports } from "../../platform/csv-export";
import { getLiveProjectBySlug, type ProjectRow } from "../projects/project-lookup";

/**
 * London's NRMM register for one contract (issue 32): every machine booked to its diary as plant, and
 * every asset on it now, with what the register asks (type, manufacturer, model, serial, engine power
 * and stage, on and off site) and whether it meets London's standard on its last day there
 * (shared/rules/nrmm.ts). On and off site are the first and last days booked to the diary; an asset
 * still on the contract has no off-site day, and its arrival counts when it came before its first booking.
 */

function booked(db: Db, projectId: number) {
  return db
    .select({
      assetId: carbonEntries.assetId,
      first: sql<string>`min(${carbonEntries.date})`.as("first_day"),
      last: sql<string>`max(${carbonEntries.date})`.as("last_day"),
      days: sql<number>`count(distinct ${carbonEntries.date})::int`.as("days"),
    })
    .from(carbonEntries)
    .where(and(eq(carbonEntries.projectId, projectId), eq(carbonEntries.kind, "plant"), isNotNull(carbonEntries.assetId)))
    .groupBy(carbonEntries.assetId)
    .as("booked");
}

function machines(db: Db, projectId: number) {
  const b = booked(db, projectId);
  const onContractNow = and(eq(assets.projectId, projectId), isNull(assets.deletedAt));
  // On the contract but never booked as plant: listed when it has an engine (a 110 V breaker is not NRMM).
  const hasEngine = sql`(${assets.enginePowerKw} is not null or ${assets.engineStage} is not null or ${assets.fuelType} in ('diesel', 'petrol', 'hybrid'))`;
  const base = db
    .select({ asset: assets, first: b.first, last: b.last, days: b.days, now: sql<boolean>`coalesce(${onContractNow}, false)` })
    .from(assets)
    .leftJoin(b, eq(b.assetId, assets.id))
    .where(or(isNotNull(b.assetId), and(onContractNow, hasEngine)));
  return {
    base,
    page: (limit: number, offset: number) =>
      base
        .orderBy(asc(sql`lower(${assets.name})`), asc(assets.id))
        .limit(limit)
        .offset(offset),
  };
}
type Machine = Awaited<ReturnType<ReturnType<typeof machines>["page"]>>[number];

function cells(m: Machine, today: string): CsvCell[] {
  const a = m.asset;
  const from = [m.first, m.now ? a.arrivedOn : null].filter((d): d is string => !!d).sort()[0] ?? null;
  const off = m.now ? null : m.last;
  const judged = nrmmStanding(a, m.now ? today : (m.last ?? today));
  return [
    a.name,
    a.category ?? assetTypeLabel(a.type as AssetType),
    a.manufacturer,
    a.model,
    a.serialNumber,
    a.enginePowerKw === null ? null : String(Number(a.enginePowerKw)),
    a.engineStage ? engineStageLabel(a.engineStage as EngineStage) : null,
    assetOwnershipLabel(a.ownership as AssetOwnership),
    a.ownership === "hired_in" ? a.hireSupplier : null,
    from,
    off,
    m.days ?? 0,
    m.now ? "Yes" : "No",
    nrmmRequirementLabel(judged.required),
    judged.standing === "meets" ? "Yes" : judged.standing === "below" ? "No: below the standard" : nrmmStandingLabel(judged.standing),
  ];
}

export async function exportNrmm(db: Db, csv: CsvExports, request: FastifyRequest, reply: FastifyReply, slug: string) {
  const project: ProjectRow = await getLiveProjectBySlug(db, slug);
  const today = ukToday();
  const { base, page } = machines(db, project.id);
  await audit(db, request, {
    action: "nrmm_register_exported",
    description: `Exported the NRMM register of ${project.name}`,
    entityType: "project",
    entityId: project.id,
    entityName: project.name,
    category: "assets",
    metadata: { projectId: project.id },
  });
  return csv.send(request, reply, {
    filename: `nrmm-register-${project.slug}-${today}.csv`,
    header: NRMM_EXPORT_HEADER,
    count: async (atMost) => Number((await db.select({ n: count() }).from(base.limit(atMost).as("capped")))[0].n),
    pages: () => pagesByOffset(page, (m) => cells(m, today)),
  });
}
