import { useState, type ReactNode } from "react";
import { HardHat } from "lucide-react";
import type { z } from "zod";
import type { labourEmployerDaySchema, labourWorkerDaySchema } from "@shared/cost-analysis/cost-figures";
import { OVERTIME_AT_STANDARD_RATE, UNCOSTED } from "@shared/rules/labour-cost";
import { PagedList } from "@web/components/register/paged-list";
import { HeadedTable, right } from "@web/components/table/headed-table";
import { TableCell, TableRow } from "@web/components/ui/table";
import { formatDate } from "@web/lib/format";
import { Link } from "@web/lib/router";
import { useLabourDays, useLabourWorkers } from "../api/figures";
import { hoursText, money } from "./cost-format";

type EmployerDay = z.output<typeof labourEmployerDaySchema>;
type WorkerDay = z.output<typeof labourWorkerDaySchema>;

const num = "text-right tabular-nums whitespace-nowrap";
const RATE_BASIS = { hourly: "Hourly rate", day: "Day rate pro rata", none: "No rate" } as const;

/** Hours that are priced at nothing say so, with the word beside them (decision 0081). */
const uncosted = (seconds: number) => (seconds > 0 ? <span className="font-medium text-amber-800">{`${hoursText(seconds)} ${UNCOSTED}`}</span> : "");

function Hours({ d }: { d: Pick<EmployerDay, "standardSeconds" | "overtimeSeconds" | "uncostedSeconds"> & { diarySeconds?: number } }) {
  return (
    <span className="flex flex-wrap gap-x-3 text-xs text-slate-600">
      <span>Standard {hoursText(d.standardSeconds)}</span>
      {d.overtimeSeconds > 0 && <span>Overtime {hoursText(d.overtimeSeconds)}</span>}
      {uncosted(d.uncostedSeconds)}
      {(d.diarySeconds ?? 0) > 0 && <span className="text-amber-800">{`${hoursText(d.diarySeconds ?? 0)} typed in the diary, ${UNCOSTED}`}</span>}
    </span>
  );
}

function DayCard({ title, sub, hours, cost }: { title: ReactNode; sub: string; hours: ReactNode; cost: string }) {
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{title}</p>
          <p className="text-xs text-slate-500">{sub}</p>
        </div>
        <span className="shrink-0 font-semibold tabular-nums">{money(cost)}</span>
      </div>
      <div className="mt-1">{hours}</div>
    </div>
  );
}

const EMPTY = { icon: HardHat, title: "No labour yet", text: "Sign-ins and the diary's labour on this contract show here by day." };

/** Labour by employer and day: what every Cost Analysis reader sees (no names). */
export function LabourDaysDrill({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const days = useLabourDays(slug, page);
  return (
    <PagedList
      query={days}
      errorTitle="The labour could not be loaded"
      filtered={false}
      empty={EMPTY}
      noMatch={EMPTY}
      itemKey={(d) => `${d.day}|${d.employer}`}
      card={(d) => <DayCard title={d.employer} sub={formatDate(d.day)} hours={<Hours d={d} />} cost={d.cost} />}
      table={(items) => (
        <HeadedTable columns={["Day", "Employer", right("Standard"), right("Overtime"), "Uncosted", right("Pay"), right("On-cost"), right("Cost")]}>
          {items.map((d) => (
            <TableRow key={`${d.day}|${d.employer}`}>
              <TableCell className="whitespace-nowrap">{formatDate(d.day)}</TableCell>
              <TableCell className="break-words">{d.employer}</TableCell>
              <TableCell className={num}>{hoursText(d.standardSeconds)}</TableCell>
              <TableCell className={num}>{hoursText(d.overtimeSeconds)}</TableCell>
              <TableCell className="text-xs whitespace-nowrap">
                {uncosted(d.uncostedSeconds)}
                {d.diarySeconds > 0 && <span className="block text-amber-800">{`${hoursText(d.diarySeconds)} typed in the diary, ${UNCOSTED}`}</span>}
              </TableCell>
              <TableCell className={num}>{money(d.pay)}</TableCell>
              <TableCell className={num}>{money(d.onCost)}</TableCell>
              <TableCell className={`${num} font-medium`}>{money(d.cost)}</TableCell>
            </TableRow>
          ))}
        </HeadedTable>
      )}
      onPage={setPage}
      pagerOnlyWhenPaged
      cardsLabel="Labour by day"
    />
  );
}

function rateText(d: WorkerDay) {
  return [RATE_BASIS[d.rateBasis], d.overtimeAtStandardRate && OVERTIME_AT_STANDARD_RATE].filter(Boolean).join(", ");
}

/** Labour by named worker and day: only for a reader with Workforce edit (the figures say so). */
export function LabourWorkersDrill({ slug, opensWorkers }: { slug: string; opensWorkers: boolean }) {
  const [page, setPage] = useState(1);
  const days = useLabourWorkers(slug, page, true);
  const name = (d: WorkerDay) =>
    opensWorkers ? (
      <Link to={`/workforce/edit/${d.workerId}`} className="text-blue-800 underline">
        {d.workerName}
      </Link>
    ) : (
      d.workerName
    );
  return (
    <PagedList
      query={days}
      errorTitle="The labour by worker could not be loaded"
      filtered={false}
      empty={EMPTY}
      noMatch={EMPTY}
      itemKey={(d) => `${d.day}|${d.workerId}`}
      card={(d) => <DayCard title={name(d)} sub={`${formatDate(d.day)} · ${d.employer} · ${rateText(d)}`} hours={<Hours d={d} />} cost={d.cost} />}
      table={(items) => (
        <HeadedTable columns={["Day", "Worker", "Rate", right("Standard"), right("Overtime"), "Uncosted", right("On-cost"), right("Cost")]}>
          {items.map((d) => (
            <TableRow key={`${d.day}|${d.workerId}`}>
              <TableCell className="whitespace-nowrap">{formatDate(d.day)}</TableCell>
              <TableCell className="break-words">
                {name(d)}
                <span className="block text-xs text-slate-500">{d.employer}</span>
              </TableCell>
              <TableCell className="text-xs">{rateText(d)}</TableCell>
              <TableCell className={num}>{hoursText(d.standardSeconds)}</TableCell>
              <TableCell className={num}>{hoursText(d.overtimeSeconds)}</TableCell>
              <TableCell className="whitespace-nowrap">{uncosted(d.uncostedSeconds)}</TableCell>
              <TableCell className={num}>{money(d.onCost)}</TableCell>
              <TableCell className={`${num} font-medium`}>{money(d.cost)}</TableCell>
            </TableRow>
          ))}
        </HeadedTable>
      )}
      onPage={setPage}
      pagerOnlyWhenPaged
      cardsLabel="Labour by worker"
    />
  );
}
