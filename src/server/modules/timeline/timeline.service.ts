import { TIMELINE_KINDS, type TimelineGroup, type TimelineKind, type TimelinePage } from "@shared/timeline/timeline";
import type { Db } from "../../db/client";
import type { TimelineBranch } from "../../platform/timeline-branch";
import { badRequest } from "../../platform/errors";
import { MAX_ID } from "@shared/common/ids";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { presentTimelineItem } from "./timeline.presenter";
import { findTimelineRows, type TimelineCursor } from "./timeline.repository";

const ALL_KINDS = Object.keys(TIMELINE_KINDS) as TimelineKind[];

/** The cursor is opaque to the client: base64url of [at, kind, id]. */
export function encodeCursor(c: TimelineCursor): string {
  return Buffer.from(JSON.stringify([c.at, c.kind, c.id])).toString("base64url");
}

export function decodeCursor(raw: string): TimelineCursor {
  try {
    const [at, kind, id] = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown[];
    if (
      typeof at === "string" &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(at) &&
      !Number.isNaN(Date.parse(at)) &&
      typeof kind === "string" &&
      kind in TIMELINE_KINDS &&
      Number.isSafeInteger(id) &&
      (id as number) >= 0 &&
      (id as number) <= MAX_ID
    ) {
      return { at, kind: kind as TimelineKind, id: id as number };
    }
  } catch {
    /* falls through to the 400 */
  }
  throw badRequest("Invalid cursor", "before");
}

/** `branches` are the modules' (`deps.areas.timeline`): the timeline imports none of them. */
export async function listTimeline(
  db: Db,
  branches: readonly TimelineBranch[],
  slug: string,
  q: { kind?: TimelineGroup[]; before?: string; limit: number },
  show: { carbon: boolean },
): Promise<TimelinePage> {
  const project = await getLiveProjectBySlug(db, slug);
  const cursor = q.before ? decodeCursor(q.before) : undefined;
  const kinds = q.kind?.length ? ALL_KINDS.filter((k) => q.kind!.includes(TIMELINE_KINDS[k])) : ALL_KINDS;
  // One row more than asked tells whether another page exists without a count.
  const rows = await findTimelineRows(db, branches, project.id, kinds, cursor, q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  const byKind = new Map(branches.map((b) => [b.kind, b]));
  return {
    items: page.map((r) => presentTimelineItem(r, byKind.get(r.kind)!, project.slug, show)),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ at: last.at, kind: last.kind, id: last.id }) : null,
  };
}
