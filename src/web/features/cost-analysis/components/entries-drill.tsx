import { useState } from "react";
import { ClipboardList } from "lucide-react";
import type { z } from "zod";
import type { costEntrySchema } from "@shared/cost-analysis/cost-figures";
import { PagedList } from "@web/components/register/paged-list";
import { HeadedTable, right } from "@web/components/table/headed-table";
import { TableCell, TableRow } from "@web/components/ui/table";
import { formatDate } from "@web/lib/format";
import { Link } from "@web/lib/router";
import { useCostEntries, type EntryHead } from "../api/figures";
import { entryHref, money } from "./cost-format";

type CostEntry = z.output<typeof costEntrySchema>;

const NOUNS: Record<EntryHead, string> = { plant: "plant", waste: "waste", energy: "energy" };

/** The plant, waste or energy records behind a head, newest first, each opening its form in the diary. */
export function EntriesDrill({ slug, head, opensDiary }: { slug: string; head: EntryHead; opensDiary: boolean }) {
  const [page, setPage] = useState(1);
  const entries = useCostEntries(slug, head, page);
  const what = (e: CostEntry) =>
    opensDiary ? (
      <Link to={entryHref(slug, e.kind, e.id)} className="break-words text-blue-800 underline">
        {e.description}
      </Link>
    ) : (
      <span className="break-words">{e.description}</span>
    );
  const cost = (e: CostEntry) => (e.cost === null ? <span className="text-slate-500">No cost</span> : money(e.cost));
  const empty = { icon: ClipboardList, title: `No ${NOUNS[head]} entries`, text: `The diary's ${NOUNS[head]} entries on this contract show here.` };
  return (
    <PagedList
      query={entries}
      errorTitle={`The ${NOUNS[head]} entries could not be loaded`}
      filtered={false}
      empty={empty}
      noMatch={empty}
      itemKey={(e) => e.id}
      card={(e) => (
        <div className="rounded-md border border-slate-200 p-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium">{what(e)}</p>
              <p className="text-xs text-slate-500">{[formatDate(e.day), e.detail].filter(Boolean).join(" · ")}</p>
            </div>
            <span className="shrink-0 font-semibold tabular-nums">{cost(e)}</span>
          </div>
          {e.note && <p className="mt-1 text-xs text-amber-800">{e.note}</p>}
        </div>
      )}
      table={(items) => (
        <HeadedTable columns={["Day", "Entry", "Detail", right("Cost")]}>
          {items.map((e) => (
            <TableRow key={e.id}>
              <TableCell className="whitespace-nowrap">{formatDate(e.day)}</TableCell>
              <TableCell>
                {what(e)}
                {e.note && <span className="block text-xs text-amber-800">{e.note}</span>}
              </TableCell>
              <TableCell className="text-xs break-words text-slate-600">{e.detail}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">{cost(e)}</TableCell>
            </TableRow>
          ))}
        </HeadedTable>
      )}
      onPage={setPage}
      pagerOnlyWhenPaged
      cardsLabel={`${NOUNS[head]} entries`}
    />
  );
}
