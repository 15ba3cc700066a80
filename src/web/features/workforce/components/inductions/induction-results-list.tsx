import { useState } from "react";
import { ClipboardList } from "lucide-react";
import { RESULT_STATES, RESULT_STATE_LABELS, type InductionResultView } from "@shared/workforce/inductions";
import type { InductionsOverview } from "@shared/workforce/inductions.endpoints";
import { PagedList } from "@web/components/register/paged-list";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Select } from "@web/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { formatDate } from "@web/lib/format";
import { Link } from "@web/lib/router";
import { setFilters } from "@web/lib/set-filters";
import { useInductionResults } from "../../api/inductions";
import { ResultStateBadge, ReviewBadge, scoreText } from "./result-state-badge";
import { ReviewDialog } from "./review-dialog";

const COMPANY = "company";

/** Every result, newest first: by contract (or the company induction), by state, or only those waiting for review. */
export function InductionResultsList({ overview, canEdit }: { overview: InductionsOverview; canEdit: boolean }) {
  const [where, setWhere] = useState("");
  const [state, setState] = useState("");
  const [pending, setPending] = useState(false);
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<InductionResultView | null>(null);
  const contract = overview.contracts.find((c) => c.slug === where);
  const inductionId = where === COMPANY ? (overview.company?.id ?? 0) : 0;
  const query = useInductionResults({
    page,
    ...setFilters({
      projectId: contract?.projectId ?? 0,
      inductionId,
      state: state as InductionResultView["state"] | "",
      review: pending ? ("pending" as const) : "",
    }),
  });
  const filter = (set: () => void) => {
    set();
    setPage(1);
  };
  const places = [
    ...(overview.company ? [{ value: COMPANY, label: "Company induction" }] : []),
    ...overview.contracts.filter((c) => c.induction).map((c) => ({ value: c.slug, label: c.name })),
  ];
  const review = (r: InductionResultView) =>
    r.passed && canEdit ? (
      <Button size="sm" variant={r.reviewStatus === "pending" ? "default" : "outline"} onClick={() => setReviewing(r)} aria-label={`Review ${r.workerName}`}>
        Review
      </Button>
    ) : null;
  return (
    <section aria-labelledby="induction-results-title" className="grid gap-3">
      <h2 id="induction-results-title" className="text-lg font-semibold text-slate-900">
        Results
      </h2>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
        <Select
          aria-label="Induction"
          placeholder="Every induction"
          options={places}
          value={where}
          onChange={(e) => filter(() => setWhere(e.target.value))}
          className="col-span-2 md:col-span-1"
        />
        <Select
          aria-label="State"
          placeholder="Any state"
          options={RESULT_STATES.map((s) => ({ value: s, label: RESULT_STATE_LABELS[s] }))}
          value={state}
          onChange={(e) => filter(() => setState(e.target.value))}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox checked={pending} onChange={(e) => filter(() => setPending(e.currentTarget.checked))} />
          Waiting for review
        </label>
      </div>
      <PagedList<InductionResultView>
        query={query}
        errorTitle="The results could not be loaded"
        filtered={Boolean(where || state || pending)}
        empty={{ icon: ClipboardList, title: "No results yet", text: "Results appear here as workers take an induction on a worker's page." }}
        noMatch={{ title: "No matching results", text: "Try another induction or state." }}
        total={["result", "results"]}
        itemKey={(r) => r.id}
        onPage={setPage}
        cardsLabel="Induction results"
        card={(r) => (
          <div className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <WorkerLink r={r} />
              <span className="flex flex-wrap gap-1">
                <ResultStateBadge state={r.state} />
                <ReviewBadge result={r} />
              </span>
            </div>
            <p className="text-slate-600">
              {r.contractName ?? "Company induction"} · {scoreText(r)} · attempt {r.attempt} · {formatDate(r.completedAt)}
            </p>
            {review(r) && <div className="pt-1">{review(r)}</div>}
          </div>
        )}
        table={(items) => (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Worker</TableHead>
                <TableHead>Induction</TableHead>
                <TableHead>Taken</TableHead>
                <TableHead>Score</TableHead>
                <TableHead>State</TableHead>
                <TableHead>Valid until</TableHead>
                <TableHead className="sr-only">Review</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <WorkerLink r={r} />
                    {r.employer && <div className="text-xs text-slate-500">{r.employer}</div>}
                  </TableCell>
                  <TableCell>{r.contractName ?? "Company induction"}</TableCell>
                  <TableCell>
                    {formatDate(r.completedAt)}
                    <div className="text-xs text-slate-500">attempt {r.attempt}</div>
                  </TableCell>
                  <TableCell>{scoreText(r)}</TableCell>
                  <TableCell>
                    <span className="flex flex-wrap gap-1">
                      <ResultStateBadge state={r.state} />
                      <ReviewBadge result={r} />
                    </span>
                  </TableCell>
                  <TableCell>{r.validUntil ? formatDate(r.validUntil) : ""}</TableCell>
                  <TableCell className="text-right">{review(r)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      />
      {reviewing && <ReviewDialog result={reviewing} onClose={() => setReviewing(null)} />}
    </section>
  );
}

const WorkerLink = ({ r }: { r: InductionResultView }) => (
  <Link to={`/workforce/edit/${r.workerId}`} className="font-medium text-slate-900 underline-offset-2 hover:underline">
    {r.workerName}
  </Link>
);
