import { RESULT_STATE_LABELS, type InductionResultView, type ResultState } from "@shared/workforce/inductions";
import { Badge } from "@web/components/ui/badge";

const TONE: Record<ResultState, "success" | "warning" | "destructive" | "secondary"> = {
  passed: "success",
  expiring: "warning",
  expired: "destructive",
  failed: "destructive",
  rejected: "destructive",
};

/** A result's state as the server worked it out (validity and review, decision 0068). */
export const ResultStateBadge = ({ state }: { state: ResultState }) => <Badge variant={TONE[state]}>{RESULT_STATE_LABELS[state]}</Badge>;

/** "Waiting for review" beside a pass no manager has looked at yet. */
export const ReviewBadge = ({ result }: { result: Pick<InductionResultView, "passed" | "reviewStatus"> }) =>
  result.passed && result.reviewStatus === "pending" ? <Badge variant="info">Waiting for review</Badge> : null;

/** "80 %", or "Briefed in person" for a recorded briefing without a score. */
export const scoreText = (r: Pick<InductionResultView, "score" | "source">) => (r.score === null ? "Briefed in person" : `${r.score} %`);
