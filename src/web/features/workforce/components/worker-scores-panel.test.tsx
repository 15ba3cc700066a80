import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { WorkerDetail } from "@shared/workforce/worker";
import { workerScoreSchema, type WorkerScoreList } from "@shared/workforce/worker-scores";
import { workerScoresEndpoints } from "@shared/workforce/worker-scores.endpoints";
import { queryOf } from "@web/lib/api-client";
import { WORKER_SCORES_PAGE_SIZE } from "../api/worker-scores";
import { WorkerForm } from "./worker-form";
import { WorkerScoresPanel } from "./worker-scores-panel";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const worker = {
  id: 7,
  firstName: "Callum",
  lastName: "Sutcliffe",
  timekeepingScore: "7.50",
  attendanceScore: "9.00",
  qualityScore: "0.00",
  safetyScore: "6.25",
} as WorkerDetail;

const history: WorkerScoreList = {
  items: [
    {
      id: 2,
      kind: "safety",
      score: "6.25",
      note: "No harness on the scaffold, spoken to",
      scoredBy: { id: 1, name: "Sam Supervisor" },
      createdAt: "2026-11-20T09:00:00.000Z",
    },
    { id: 1, kind: "timekeeping", score: "7.50", note: "On the gate by 7:25", scoredBy: null, createdAt: "2026-11-13T09:00:00.000Z" },
  ],
  page: 1,
  pageSize: WORKER_SCORES_PAGE_SIZE,
  total: 2,
  pageCount: 1,
};

function panel(canEdit: boolean) {
  const client = new QueryClient();
  const key = queryOf(workerScoresEndpoints.scores, { params: { id: worker.id }, query: { page: 1, pageSize: WORKER_SCORES_PAGE_SIZE } }).queryKey;
  client.setQueryData(key, history);
  return text(
    renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <WorkerScoresPanel worker={worker} canEdit={canEdit} />
      </QueryClientProvider>,
    ),
  );
}

describe("the worker's scores", () => {
  it("shows the four current scores out of 10 and the history with its notes, newest first", () => {
    const shown = panel(false);
    expect(shown).toContain("Timekeeping 7.50 / 10 Attendance 9.00 / 10 Quality 0.00 / 10 Safety 6.25 / 10");
    expect(shown.indexOf("No harness on the scaffold")).toBeLessThan(shown.indexOf("On the gate by 7:25"));
    expect(shown).toContain("by Sam Supervisor");
    expect(shown).toContain("by a former user");
    expect(shown).not.toMatch(/\bScore\b(?! history)/);
  });

  it("offers Score to an editor only", () => {
    expect(panel(true)).toMatch(/Scores Score /);
  });

  it("are never typed in the worker's form (decision 0065): scored with a note instead", () => {
    const form = text(
      renderToStaticMarkup(
        <QueryClientProvider client={new QueryClient()}>
          <WorkerForm worker={null} personal onDone={() => undefined} onCancel={() => undefined} />
        </QueryClientProvider>,
      ),
    );
    for (const label of ["Timekeeping", "Attendance score", "Quality score", "Safety score"]) expect(form).not.toContain(label);
    expect(workerScoreSchema.safeParse({ kind: "quality", score: "10", note: "Snagging all closed" }).data).toEqual({
      kind: "quality",
      score: "10.00",
      note: "Snagging all closed",
    });
  });
});
