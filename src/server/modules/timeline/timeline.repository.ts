import { sql, type SQL } from "drizzle-orm";
import type { TimelineKind } from "@shared/timeline/timeline";
import { rowsOf, type Db } from "../../db/client";
import type { TimelineBranch, TimelineRow } from "../../platform/timeline-branch";

/** Where the previous page ended: (at, kind, id), the timeline's sort key. `at` keeps PostgreSQL's microseconds. */
export type TimelineCursor = { at: string; kind: TimelineKind; id: number };

/** JavaScript's string order is the "C" collation the outer query sorts kinds by. */
const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * Rows strictly after the cursor in (at desc, kind desc, id desc) order. The kind is a constant
 * within a branch, so the bound reduces to a range on the branch's own `at` (and `id` on a tie),
 * which its (project_id, created_at) index serves.
 */
function afterCursor(branch: TimelineBranch, cursor: TimelineCursor | undefined): SQL {
  if (!cursor) return sql`true`;
  const at = sql`${cursor.at}::timestamptz`;
  const order = cmp(branch.kind, cursor.kind);
  if (order < 0) return sql`${branch.at} <= ${at}`;
  if (order > 0) return sql`${branch.at} < ${at}`;
  return sql`(${branch.at} < ${at} or (${branch.at} = ${at} and ${branch.id} < ${cursor.id}))`;
}

function branchQuery(branch: TimelineBranch, projectId: number, cursor: TimelineCursor | undefined, limit: number): SQL {
  const { columns, from, where } = branch.select(projectId);
  return sql`(select ${branch.kind}::text as kind, ${branch.id} as id, ${branch.at} as at, ${columns}
    from ${from}
    where ${where} and ${branch.at} is not null and ${afterCursor(branch, cursor)}
    order by ${branch.at} desc, ${branch.id} desc
    limit ${limit})`;
}

/**
 * One UNION ALL over every kind asked for (of `branches`, the modules' own: `deps.areas.timeline`); each
 * branch brings at most `limit` rows, the outer sort keeps `limit`.
 */
export async function findTimelineRows(
  db: Db,
  branches: readonly TimelineBranch[],
  projectId: number,
  kinds: readonly TimelineKind[],
  cursor: TimelineCursor | undefined,
  limit: number,
): Promise<TimelineRow[]> {
  const asked = branches.filter((b) => kinds.includes(b.kind));
  if (asked.length === 0) return [];
  const union = sql.join(
    asked.map((b) => branchQuery(b, projectId, cursor, limit)),
    sql` union all `,
  );
  const result = await db.execute(sql`
    select kind, id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, actor_id, actor_name, a, b, c, d
    from (${union}) t
    order by t.at desc, t.kind collate "C" desc, t.id desc
    limit ${limit}`);
  return rowsOf<TimelineRow>(result).map((r) => ({ ...r, id: Number(r.id), actor_id: r.actor_id == null ? null : Number(r.actor_id) }));
}
