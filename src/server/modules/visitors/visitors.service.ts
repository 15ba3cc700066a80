import type { FastifyRequest } from "fastify";
import { formatCarbon } from "@shared/common/numbers";
import { toPage, type PageQuery } from "@shared/common/paging";
import { VISITOR_MESSAGES, type VisitorInput } from "@shared/visitors/visitor";
import type { Db, Tx } from "../../db/client";
import { audit } from "../../platform/audit";
import { publishSiteChange } from "../../platform/site-changes";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { changes, siteRecord } from "../carbon/site-record";
import { getLiveProjectBySlug, type ProjectRow } from "../projects/project-lookup";
import { travelColumns, travelDistance, travelFigures } from "../carbon/travel.service";
import { ukToday, ukTime } from "@shared/common/uk-dates";
import type { PostcodeLocator } from "../../platform/postcode-distance";
import { listVisitors, visitorStore, type VisitorRow } from "./visitors.repository";
import { presentVisitor, presentVisitorItem } from "./visitors.presenter";

export type Ctx = { db: Db; request: FastifyRequest; locate: PostcodeLocator };

const fullName = (v: { firstName: string; lastName: string }) => `${v.firstName} ${v.lastName}`;
const kg = formatCarbon;

function columns(input: VisitorInput, km: number | null, estimated: boolean, signInTime: string) {
  if (input.signOutTime && input.signOutTime < signInTime) throw badRequest(VISITOR_MESSAGES.signOutAfter, "signOutTime");
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    reasonForVisit: input.reasonForVisit,
    date: input.date,
    signInTime,
    signOutTime: input.signOutTime,
    ...travelColumns(input, { km, estimated }),
  };
}

/** The form read: the distance (typed or estimated), the columns and the journey's figure. An edit keeps a stored sign-in time. */
async function prepare(ctx: Ctx, input: VisitorInput, project: ProjectRow, stored?: VisitorRow) {
  const journey = await travelDistance(ctx.locate, input, project.postcode, stored);
  const { km, estimated } = journey;
  const values = columns(input, km, estimated, input.signInTime ?? stored?.signInTime ?? ukTime());
  const figures = await travelFigures(ctx.db, input, journey, { name: fullName(input), company: input.company, purpose: "visit" });
  return { columns: values, figures, km, estimated };
}

/** A visitor signed in on site with the carbon of their journey (cat. 6): the log speaks of signing in. */
const visitors = siteRecord({
  store: visitorStore,
  record: { noun: "visitor", type: "visitor", category: "diary", rights: "Contracts", createdAction: "visitor_signed_in" },
  prepare,
  changed: (before, values) =>
    (Object.keys(values) as (keyof typeof values)[]).filter((k) =>
      k === "travelDistance" ? Number(before[k] ?? NaN) !== Number(values[k] ?? NaN) && (before[k] ?? null) !== values[k] : (before[k] ?? null) !== values[k],
    ),
  present: presentVisitor,
  logName: fullName,
  created: ({ input, prepared: { columns, km, estimated }, project, total }) => ({
    description: `Signed in ${fullName(input)} (${input.company}) at ${project.name} on ${input.date} at ${columns.signInTime}${total ? `: travel ${kg(total)}` : ""}`,
    metadata: { travelMethod: input.travelMethod, travelDistance: km, distanceEstimated: estimated, travelCarbon: total },
  }),
  updated: ({ input, prepared: { estimated }, project, total, changed }) => ({
    description: `Updated the visit of ${fullName(input)} to ${project.name} on ${input.date}${changes(changed)}`,
    metadata: { travelCarbon: total, distanceEstimated: estimated },
  }),
  deleted: ({ row: v, project }) => ({
    description: `Deleted the visit of ${fullName(v)} (${v.company}) on ${v.date} from ${project.name}`,
    metadata: { travelCarbon: Number(v.travelCarbon ?? 0) },
  }),
  binName: (v, project) => `${project.name}: ${fullName(v)} (${v.date})`,
});

export const { get: getVisitor } = visitors;

// Each write tells the contract's live roll-call (platform/site-changes.ts, issue 31): a visitor typed in the diary is on the fire list too.
export async function createVisitor(ctx: Ctx, input: VisitorInput) {
  const view = await visitors.create(ctx, input);
  publishSiteChange(view.projectId);
  return view;
}

export async function updateVisitor(ctx: Ctx, id: number, input: VisitorInput) {
  const view = await visitors.update(ctx, id, input);
  publishSiteChange(view.projectId);
  return view;
}

export async function deleteVisitor(ctx: Ctx, id: number) {
  const { project } = await visitors.getLive(ctx.db, id);
  await visitors.remove(ctx, id);
  publishSiteChange(project.id);
}
/** The create path in two steps (read and price, then write in the caller's transaction): the poster's page signs a visitor in through it. */
export const { prepareCreate: prepareVisitor, insertPrepared: insertVisitor } = visitors;
/** The stored row (the poster's page answers its own few fields of it). */
export const findVisitorRow = async (db: Db, id: number) => (await visitorStore.find(db, id))?.row;

/**
 * Signs the visitor out now (UK time). Only on the day of the visit: an earlier day's sign-out is set by
 * editing the visit. `method` self: the visitor on their own phone (the poster's page), with `inTx` to
 * void their sign-out token in the same transaction.
 */
export async function signOutVisitor(ctx: Ctx, id: number, own: { method?: "self"; inTx?: (tx: Tx) => Promise<void> } = {}) {
  const { project } = await visitors.getLive(ctx.db, id);
  const now = ukTime();
  await ctx.db.transaction(async (tx) => {
    const v = await visitorStore.findForUpdate(tx, id);
    if (!v) throw notFound("Visitor not found");
    if (v.signOutTime) throw conflict(VISITOR_MESSAGES.alreadySignedOut);
    if (v.date !== ukToday()) throw conflict("This visit is not today: edit the visit to set its sign-out time");
    if (v.signInTime && now < v.signInTime) throw conflict(VISITOR_MESSAGES.signOutAfter);
    await visitorStore.update(tx, id, { signOutTime: now, signOutMethod: own.method ?? "gate", updatedBy: ctx.request.user?.id ?? null });
    await own.inTx?.(tx);
    await audit(tx, ctx.request, {
      action: "visitor_signed_out",
      description: `Signed out ${fullName(v)} (${v.company}) from ${project.name} at ${now}${own.method === "self" ? " on their phone" : ""}`,
      entityType: "visitor",
      entityId: id,
      entityName: fullName(v),
      category: "diary",
      metadata: { projectId: project.id, date: v.date, signInTime: v.signInTime, signOutTime: now },
    });
  });
  publishSiteChange(project.id);
  return visitors.view(ctx.db, id);
}

export async function listProjectVisitors(db: Db, slug: string, q: PageQuery & { date?: string }) {
  const project = await getLiveProjectBySlug(db, slug);
  const { rows, total, onSite, travelCarbon } = await listVisitors(db, project.id, q.date, q.pageSize, (q.page - 1) * q.pageSize);
  return { ...toPage(rows.map(presentVisitorItem), total, q), date: q.date ?? null, onSiteCount: onSite, travelCarbon };
}
