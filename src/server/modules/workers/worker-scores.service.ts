import { count, desc, eq } from "drizzle-orm";
import { toPage, type PageQuery } from "@shared/common/paging";
import { SCORE_COLUMNS, scoreKindLabel, type WorkerScoreInput, type WorkerScoreList, type WorkerScoreNote } from "@shared/workforce/worker-scores";
import { WORKER_NOT_FOUND } from "@shared/workforce/worker";
import type { Db } from "../../db/client";
import { users, workerScoreNotes, workers } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { pageOffset } from "../../platform/register/paged-list";
import * as repo from "./workers.repository";
import { getLiveWorker, workerLabel, type Ctx } from "./workers.service";

/** A manager's scores of a worker with their notes (issue 30, shared/workforce/worker-scores.ts). */

type ScoreRow = { note: typeof workerScoreNotes.$inferSelect; scorerName: string | null };

const present = ({ note, scorerName }: ScoreRow): WorkerScoreNote => ({
  id: note.id,
  kind: note.kind as WorkerScoreNote["kind"],
  score: note.score,
  note: note.note,
  scoredBy: note.scoredBy !== null && scorerName ? { id: note.scoredBy, name: scorerName } : null,
  createdAt: note.createdAt.toISOString(),
});

const withScorer = (db: Db) =>
  db.select({ note: workerScoreNotes, scorerName: users.name }).from(workerScoreNotes).leftJoin(users, eq(users.id, workerScoreNotes.scoredBy));

/** Newest first (the id breaks a tie within one moment), paged. */
export async function listScores(db: Db, workerId: number, q: PageQuery): Promise<WorkerScoreList> {
  await getLiveWorker(db, workerId);
  const rows = await withScorer(db)
    .where(eq(workerScoreNotes.workerId, workerId))
    .orderBy(desc(workerScoreNotes.createdAt), desc(workerScoreNotes.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [{ n }] = await db.select({ n: count() }).from(workerScoreNotes).where(eq(workerScoreNotes.workerId, workerId));
  return toPage(rows.map(present), n, q);
}

/** Kept in the worker's history with who and when; the worker's score of that kind becomes it. */
export async function addScore(ctx: Ctx, workerId: number, input: WorkerScoreInput): Promise<WorkerScoreNote> {
  const user = requireUser(ctx.request);
  await getLiveWorker(ctx.db, workerId);
  const id = await ctx.db.transaction(async (tx) => {
    // Locked, so of two scores of one kind at once the later saved is the one the worker shows.
    const worker = await repo.lockLiveWorker(tx, workerId);
    if (!worker) throw notFound(WORKER_NOT_FOUND);
    const [saved] = await tx
      .insert(workerScoreNotes)
      .values({ workerId, kind: input.kind, score: input.score, note: input.note, scoredBy: user.id })
      .returning({ id: workerScoreNotes.id });
    // The score alone: a score is not an edit of the worker's details, so their updatedAt stays (the
    // worker page keys its form on it, and a score saved beside a half-edited form must not reset it).
    await tx
      .update(workers)
      .set({ [SCORE_COLUMNS[input.kind]]: input.score })
      .where(eq(workers.id, workerId));
    await audit(tx, ctx.request, {
      action: "worker_scored",
      description: `Scored ${scoreKindLabel(input.kind).toLowerCase()} of worker ${workerLabel(worker)}: ${input.score} out of 10`,
      entityType: "worker",
      entityId: workerId,
      entityName: `${worker.firstName} ${worker.lastName}`,
      category: "workers",
      metadata: { scoreId: saved.id, kind: input.kind, score: input.score },
    });
    return saved.id;
  });
  const [row] = await withScorer(ctx.db).where(eq(workerScoreNotes.id, id));
  return present(row);
}
