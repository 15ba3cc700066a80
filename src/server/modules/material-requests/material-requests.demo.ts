import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { materialRequests, projects, purchaseOrders } from "../../db/schema/index";
import type { DemoStaff } from "../../platform/module";

type Staff = DemoStaff[];

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A few material requests on the demo contracts, one or more in each status (issue 14): the site
 * manager raised them, the buyer decided them; the converted one is linked both ways to the first
 * draft order on Kirkstall Road.
 */
export async function seedDemoMaterialRequests(db: Db, staff: Staff, now: Date) {
  const site = staff.find((s) => s.role === "Site Manager");
  const buyer = staff.find((s) => s.role === "Buyer");
  const found = await db
    .select({ id: projects.id, slug: projects.slug })
    .from(projects)
    .where(inArray(projects.slug, ["kirkstall-road-apartments", "wakefield-primary-school-extension"]));
  const kirkstall = found.find((p) => p.slug === "kirkstall-road-apartments");
  const wakefield = found.find((p) => p.slug === "wakefield-primary-school-extension");
  if (!site || !buyer || !kirkstall || !wakefield) return;
  const base = { requestedBy: site.id, requestedByName: site.name };
  const decided = (daysAgo: number) => ({ decidedBy: buyer.id, decidedAt: new Date(now.getTime() - daysAgo * DAY) });
  const rows = [
    {
      projectId: kirkstall.id,
      materialDescription: "Scaffold boards 3.9 m for the level 3 lift",
      quantityEstimate: "60 boards",
      urgencyLevel: "critical",
      siteLocation: "Block B east elevation",
      costCode: "PR-120",
      dateNeeded: iso(new Date(now.getTime() + DAY)),
      createdAt: new Date(now.getTime() - 3 * 3_600_000),
    },
    {
      projectId: wakefield.id,
      materialDescription: "Type 1 MOT sub-base for the new playground formation",
      quantityEstimate: "40 tonnes",
      urgencyLevel: "normal",
      siteLocation: "Playground, grid A1-A6",
      costCode: "EX-210",
      dateNeeded: iso(new Date(now.getTime() + 10 * DAY)),
      createdAt: new Date(now.getTime() - DAY),
    },
    {
      projectId: kirkstall.id,
      materialDescription: "Plasterboard 12.5 mm tapered edge, 2400 × 1200",
      quantityEstimate: "180 sheets",
      urgencyLevel: "urgent",
      siteLocation: "Level 2 flats 4-8",
      costCode: "DL-300",
      dateNeeded: iso(new Date(now.getTime() + 4 * DAY)),
      status: "approved",
      ...decided(1),
      createdAt: new Date(now.getTime() - 2 * DAY),
    },
    {
      projectId: wakefield.id,
      materialDescription: "Extra ready-mix C32/40 for the canopy bases",
      quantityEstimate: "6 m3",
      urgencyLevel: "normal",
      dateNeeded: iso(new Date(now.getTime() + 2 * DAY)),
      status: "rejected",
      rejectionReason: "Already on the Hanson order for Thursday's pour",
      ...decided(2),
      createdAt: new Date(now.getTime() - 3 * DAY),
    },
  ];
  await db.insert(materialRequests).values(rows.map((r) => ({ ...base, ...r })));

  const [draft] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.projectId, kirkstall.id), eq(purchaseOrders.status, "draft")))
    .orderBy(asc(purchaseOrders.id))
    .limit(1);
  if (!draft) return;
  const [converted] = await db
    .insert(materialRequests)
    .values({
      ...base,
      projectId: kirkstall.id,
      materialDescription: "7N dense concrete blocks 440×215×100 for the ground floor partitions",
      quantityEstimate: "1200 nr",
      urgencyLevel: "urgent",
      siteLocation: "Ground floor",
      costCode: "BW-110",
      dateNeeded: iso(new Date(now.getTime() + 5 * DAY)),
      status: "converted_to_po",
      convertedToPo: draft.id,
      ...decided(2),
      createdAt: new Date(now.getTime() - 4 * DAY),
    })
    .returning({ id: materialRequests.id });
  await db.update(purchaseOrders).set({ materialRequestId: converted.id }).where(eq(purchaseOrders.id, draft.id));
}
