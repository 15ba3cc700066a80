import { z } from "zod";
import { requiredDecimalField, requiredText } from "../common/fields";
import { pageOf } from "../common/paging";
import { personRef, timestamp } from "../common/wire";

/**
 * A manager's scores of a worker, each with the note that explains it (issue 30: "Scores are entered
 * by a manager with a note"). The scale is 0 to 10 with two decimals: the score columns are
 * numeric(4,2), which hold up to 99.99, and ten is the scale a site manager scores out of. The worker's
 * four score columns hold the latest score of each kind; worker_score_notes keeps every one.
 */

export const SCORE_KINDS = [
  { value: "timekeeping", label: "Timekeeping" },
  { value: "attendance", label: "Attendance" },
  { value: "quality", label: "Quality" },
  { value: "safety", label: "Safety" },
] as const;
export type ScoreKind = (typeof SCORE_KINDS)[number]["value"];
const SCORE_KIND_KEYS = SCORE_KINDS.map((k) => k.value) as [ScoreKind, ...ScoreKind[]];
export const scoreKindLabel = (kind: string) => SCORE_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** The worker's column that holds the latest score of each kind. */
export const SCORE_COLUMNS = {
  timekeeping: "timekeepingScore",
  attendance: "attendanceScore",
  quality: "qualityScore",
  safety: "safetyScore",
} as const satisfies Record<ScoreKind, string>;

export const SCORE_MAX = "10";
export const SCORE_RANGE_MESSAGE = "Score must be between 0 and 10";
export const SCORE_NOTE_MESSAGE = "A note is required";

/** POST /api/workers/:id/scores */
export const workerScoreSchema = z.object({
  kind: z.enum(SCORE_KIND_KEYS, { error: "Choose what the score is for: timekeeping, attendance, quality or safety" }),
  score: requiredDecimalField(
    "Score",
    { scale: 2, whole: 2 },
    { example: "7.50", min: { value: "0", message: SCORE_RANGE_MESSAGE }, max: { value: SCORE_MAX, message: SCORE_RANGE_MESSAGE } },
  ),
  note: requiredText("Note", 1000, SCORE_NOTE_MESSAGE),
});
export type WorkerScoreValues = z.input<typeof workerScoreSchema>;
export type WorkerScoreInput = z.output<typeof workerScoreSchema>;

/** One score with its note, who gave it and when. */
export const workerScoreNoteSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(SCORE_KIND_KEYS),
    /** Exact text: "7.50". */
    score: z.string(),
    note: z.string(),
    scoredBy: personRef.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "WorkerScoreNote" });
export type WorkerScoreNote = z.output<typeof workerScoreNoteSchema>;
export const workerScoreListSchema = pageOf(workerScoreNoteSchema);
export type WorkerScoreList = z.output<typeof workerScoreListSchema>;
