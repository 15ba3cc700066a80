import { MONEY_FIELD_INFO } from "@shared/projects/budget-fields";
import { BUDGET_HEADS, SUMMARY_CHANGES_PER_HEAD, operativesIn, type ProjectSummary } from "@shared/projects/project-summary";
import { parseLabour, rollUpLabour } from "@shared/rules/labour-hours";
import type { Db } from "../../db/client";
import { spendByContract } from "./contract-spend";
import { getLiveProjectBySlug } from "./project-lookup";
import * as repo from "./project-summary.repository";

const n = (v: string | number | null | undefined) => (v == null ? 0 : Number(v));
/** Sums of numeric(…, 3) columns and of kg are read to 3 places, never carried as float noise. */
const to3 = (v: string | number) => Math.round(n(v) * 1000) / 1000;
const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * The contract page's budget panel (issue 11 item 15): the five cost heads with their history, and
 * what the site records show so far. Carbon is left out, not blanked, for a reader without Carbon
 * Tracking view; the Contracts hook (platform/carbon-access) would strip it too, as a second net.
 */
export async function getProjectSummary(db: Db, slug: string, show: { carbon: boolean }): Promise<ProjectSummary> {
  const project = await getLiveProjectBySlug(db, slug);
  const [changes, labourRows, totals, delivered, energy, ledger, spendMap] = await Promise.all([
    repo.latestBudgetChanges(db, project.id, SUMMARY_CHANGES_PER_HEAD),
    repo.labourOfProject(db, project.id),
    repo.siteTotals(db, project.id),
    repo.deliveredByUnit(db, project.id),
    repo.energyByUnit(db, project.id),
    show.carbon ? repo.carbonByKind(db, project.id) : Promise.resolve([]),
    spendByContract(db, [project.id]),
  ]);
  const spend = spendMap.get(project.id);
  const kgOf = (kind: string) => ledger.find((r) => r.source_kind === kind)?.kg ?? 0;

  const budgets = BUDGET_HEADS.map((head) => {
    const info = MONEY_FIELD_INFO[head];
    const mine = changes.filter((c) => c.field_name === info.logName);
    return {
      head,
      logName: info.logName,
      original: project[info.original] ?? null,
      current: project[head] ?? null,
      changeCount: n(mine[0]?.total),
      // "budgetLabour" is the labour category's head.
      ...(spend?.get(head.slice("budget".length).toLowerCase()) ?? { committed: "0.00", delivered: "0.00" }),
      changes: mine.map((c) => ({
        id: Number(c.id),
        oldValue: c.old_value,
        newValue: c.new_value,
        reason: c.reason,
        changedAt: iso(c.changed_at),
        createdBy: c.created_by,
      })),
    };
  });

  // Hours through the one roll-up, so the panel and the diary (screen and PDF) agree to the tenth.
  const labours = labourRows.map(({ labor }) => parseLabour(labor));
  const operatives = labours.reduce((n, l) => n + operativesIn(l.labour), 0);
  const companies = new Set(labours.filter((l) => l.company.trim()).map((l) => l.company.trim().toLowerCase()));

  // The ledger (carbon_figures) is what the carbon tab totals, so the panel and the tab agree to the gram.
  const carbon = <T extends object>(value: T, kg: string | number) => (show.carbon ? { ...value, kgCo2e: to3(kg) } : value);
  const byUnit = (rows: { unit: string; quantity: string }[]) => rows.map((r) => ({ unit: r.unit, quantity: to3(r.quantity) }));
  const records: ProjectSummary["records"] = {
    labour: { entries: labourRows.length, hours: rollUpLabour(labours).hours, operatives, companies: companies.size },
    plant: carbon({ entries: n(totals.plant_entries), hours: to3(totals.plant_hours), litres: to3(totals.plant_litres) }, kgOf("plant")),
    deliveries: carbon({ count: n(totals.delivery_count), tonnes: to3(totals.delivery_tonnes), quantities: byUnit(delivered) }, kgOf("delivery")),
    waste: carbon({ movements: n(totals.waste_movements), tonnes: to3(totals.waste_tonnes) }, kgOf("waste")),
    energy: carbon({ readings: n(totals.energy_readings), quantities: byUnit(energy) }, kgOf("energy")),
    visitors: carbon({ visits: n(totals.visitor_visits) }, kgOf("visitor")),
    ...(show.carbon ? { scope3: { entries: n(totals.scope3_entries), kgCo2e: to3(kgOf("scope3")) } } : {}),
  };
  // Summed in grams: every stored figure has 3 decimal places of kg.
  const totalKg = ledger.reduce((s, r) => s + Math.round(n(r.kg) * 1000), 0) / 1000;
  return {
    budgets,
    records,
    ...(show.carbon ? { kgCo2e: totalKg } : {}),
    // Costs in pounds are purchase orders committed against the contract (decision 0039).
    costsRecorded: Boolean(spend?.size),
  };
}
