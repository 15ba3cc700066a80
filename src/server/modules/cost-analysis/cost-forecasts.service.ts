import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Wire } from "@shared/common/contract";
import { formatMoney, parsePence } from "@shared/common/money";
import type { ForecastChoiceInput, ForecastChoiceView } from "@shared/cost-analysis/cost-forecasts";
import { DEFAULT_FORECAST_METHOD, forecastMethodLabel, type ForecastMethod } from "@shared/rules/cost-forecast";
import { COST_HEADS, costHeadLabel, type CostHead } from "@shared/rules/cvr";
import type { Db, Tx } from "../../db/client";
import { costForecasts, users } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit, contractRecord } from "../../platform/audit";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { CATEGORY, type Ctx } from "./variations.service";

/**
 * The forecast method per contract and head (decision 0081, "Forecast at completion"): Budget until
 * someone chooses, the QS figure with its note and who entered it when. No history table: the
 * activity log keeps each change (from, to, by whom), and the CVR's "forecast method" movement reads
 * the method each closed month's snapshot kept.
 */

const chooser = alias(users, "chooser");

async function choicesOf(db: Db | Tx, projectId: number): Promise<Map<CostHead, Wire<ForecastChoiceView>>> {
  const rows = await db
    .select({ row: costForecasts, byId: chooser.id, byName: chooser.name })
    .from(costForecasts)
    .leftJoin(chooser, eq(chooser.id, costForecasts.chosenBy))
    .where(eq(costForecasts.projectId, projectId));
  return new Map(
    rows.map(({ row, byId, byName }) => [
      row.head as CostHead,
      {
        head: row.head as CostHead,
        method: row.method as ForecastMethod,
        qsAmount: row.qsAmount,
        qsNote: row.qsNote,
        chosenBy: byId !== null && byName !== null ? { id: byId, name: byName } : null,
        chosenAt: row.chosenAt,
      },
    ]),
  );
}

const unchosen = (head: CostHead): Wire<ForecastChoiceView> => ({
  head,
  method: DEFAULT_FORECAST_METHOD,
  qsAmount: null,
  qsNote: null,
  chosenBy: null,
  chosenAt: null,
});

export async function listForecastChoices(db: Db, slug: string) {
  const project = await getLiveProjectBySlug(db, slug);
  const chosen = await choicesOf(db, project.id);
  return { heads: COST_HEADS.map((h) => chosen.get(h) ?? unchosen(h)) };
}

const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : parsePence(a) === parsePence(b));

/** Replaces the head's choice; the same choice again writes nothing. A note without a figure is not kept. */
export async function putForecastChoice({ db, request }: Ctx, slug: string, head: CostHead, input: ForecastChoiceInput) {
  const user = requireUser(request);
  const project = await getLiveProjectBySlug(db, slug);
  const next = { method: input.method, qsAmount: input.qsAmount, qsNote: input.qsAmount === null ? null : input.qsNote };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(costForecasts)
      .where(and(eq(costForecasts.projectId, project.id), eq(costForecasts.head, head)))
      .for("update");
    const was = current ?? { method: DEFAULT_FORECAST_METHOD, qsAmount: null, qsNote: null };
    if (was.method === next.method && same(was.qsAmount, next.qsAmount) && was.qsNote === next.qsNote) {
      return (await choicesOf(tx, project.id)).get(head) ?? unchosen(head);
    }
    const values = { ...next, chosenBy: user.id, chosenAt: new Date() };
    await tx
      .insert(costForecasts)
      .values({ projectId: project.id, head, ...values })
      .onConflictDoUpdate({ target: [costForecasts.projectId, costForecasts.head], set: values });
    const qs = next.qsAmount === null ? "" : `, QS figure ${formatMoney(parsePence(next.qsAmount)!)}`;
    await audit(tx, request, {
      action: "cost_forecast_chosen",
      description: `${costHeadLabel(head)} forecast on ${project.name}: ${forecastMethodLabel(was.method)} → ${forecastMethodLabel(next.method)}${qs}`,
      ...contractRecord("cost_forecast", CATEGORY, project.id, project, { head, from: was, to: next }),
    });
    return (await choicesOf(tx, project.id)).get(head)!;
  });
}
