import { formatBytes, formatCarbon, formatCurrency, formatNumber, formatQuantity, formatTemperature } from "@shared/common/numbers";
import { ukDay } from "@shared/common/uk-dates";
import { MONEY_FIELD_INFO, moneyFieldByLogName } from "@shared/projects/budget-fields";
import type { TimelineItem, TimelineKind } from "@shared/timeline/timeline";
import type { TimelineRow } from "./timeline.repository";

/** Row → item: the words a site manager reads. Dates in titles are en-GB (dd/MM/yyyy). */

const day = (iso: string | null) => ukDay(iso) ?? "";

const pounds = (v: string | null) => {
  const text = formatCurrency(v);
  return text === "" ? v || "none" : text;
};

/** budget_change_logs.field_name (data-model.md §5: contract_value, budget, labour…) as the contract form labels it. */
const budgetLabel = (field: string | null) => {
  const money = moneyFieldByLogName(field ?? "");
  return money ? MONEY_FIELD_INFO[money].label : "Budget";
};

const kb = (bytes: string | null) => {
  const n = Number(bytes);
  return bytes == null || !Number.isFinite(n) ? "" : formatBytes(n);
};

/** "1200.000 kWh" (the branch's consumption and unit) → "1,200.00 kWh". */
const quantity = (v: string | null) => {
  const m = /^(-?[0-9.]+) (.+)$/.exec(v ?? "");
  return m ? formatQuantity(m[1], m[2]) : v;
};

/** The figure as the carbon tab and the forms write it (formatCarbon), so one number reads the same everywhere. */
const kg = (v: string | null) => formatCarbon(v);
const words = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ") || null;
const ISSUE_STATUS: Record<string, string> = { open: "reopened", in_progress: "in progress", resolved: "resolved", closed: "closed" };
const ENERGY: Record<string, string> = { electricity: "Electricity", gas: "Gas", heat: "Heat", steam: "Steam" };
const SCOPE3: Record<string, string> = { waste: "Waste", water: "Water", purchased_goods: "Purchased goods", subcontractor: "Subcontractor" };
const titleCase = (v: string | null) => (v ? v.charAt(0).toUpperCase() + v.slice(1).replace(/_/g, " ") : "");

type Words = Pick<TimelineItem, "title" | "summary" | "link">;

const WORDS: Record<TimelineKind, (r: TimelineRow, slug: string) => Words> = {
  project_created: (r) => ({ title: "Project created", summary: r.a }),
  project_updated: (r) => ({ title: "Project details updated", summary: r.a }),
  budget_changed: (r) => ({
    title: `${budgetLabel(r.a)} changed`,
    summary: `${pounds(r.b)} → ${pounds(r.c)}${r.d ? ` · ${r.d}` : ""}`,
  }),
  diary_entry_created: (r, slug) => ({ title: `Diary entry for ${day(r.a)}`, summary: r.b, link: `/project/${slug}?tab=diary&date=${r.a}` }),
  diary_entry_updated: (r, slug) => ({ title: `Diary entry for ${day(r.a)} edited`, summary: r.b, link: `/project/${slug}?tab=diary&date=${r.a}` }),
  diary_comment: (r, slug) => ({
    title: `Comment on ${day(r.a)}${r.c ? ` (${r.c})` : ""}`,
    summary: r.b,
    link: `/project/${slug}?tab=diary&date=${r.a}`,
  }),
  journal_message: (r) => ({ title: "Journal message", summary: r.b ? `${r.a} · 📎 ${r.b}` : r.a }),
  file_uploaded: (r, slug) => ({
    title: `File uploaded: ${r.a}`,
    summary: r.b || [r.c, kb(r.d)].filter(Boolean).join(" · "),
    link: `/project/${slug}?tab=files`,
  }),
  file_comment: (r, slug) => ({ title: `Comment on ${r.a}`, summary: r.b, link: `/project/${slug}?tab=files` }),
  weather_recorded: (r) => ({
    title: `Weather for ${day(r.a)}${r.d === "manual" ? " entered by hand" : " recorded"}`,
    summary: `${formatTemperature(r.b)}, ${r.c}`,
  }),
  plant_logged: (r, slug) => ({ title: `Plant: ${r.b}`, summary: words(day(r.a), r.c, kg(r.d)), link: `/project/${slug}?plant=${r.id}` }),
  delivery_received: (r, slug) => ({
    title: `Delivery from ${r.b || "a supplier"}`,
    summary: words(day(r.a), r.c ? `Delivery note ${r.c}` : null, kg(r.d)),
    link: `/project/${slug}?tab=deliveries`,
  }),
  waste_removed: (r, slug) => ({ title: `Waste removed: ${r.b}`, summary: words(day(r.a), r.c, kg(r.d)), link: `/project/${slug}?tab=carbon` }),
  energy_recorded: (r, slug) => ({
    title: `${ENERGY[r.b ?? ""] ?? "Energy"} reading`,
    summary: words(day(r.a), quantity(r.c), kg(r.d)),
    link: `/project/${slug}?tab=carbon`,
  }),
  scope3_recorded: (r, slug) => ({
    title: `Scope 3: ${SCOPE3[r.b ?? ""] ?? "other"}`,
    summary: words(day(r.a), r.c, kg(r.d)),
    link: `/project/${slug}?tab=carbon`,
  }),
  visitor_signed_in: (r, slug) => ({ title: `Visitor: ${r.b}`, summary: words(day(r.a), r.c, kg(r.d)), link: `/project/${slug}?tab=attendance` }),
  site_issue_raised: (r, slug) => ({
    title: `Site issue raised: ${titleCase(r.a)}`,
    summary: words(titleCase(r.b), r.c),
    link: `/project/${slug}/site-issues/view/${r.d}`,
  }),
  site_issue_updated: (r, slug) => ({
    title: r.b ? `Site issue ${ISSUE_STATUS[r.b] ?? titleCase(r.b)}: ${titleCase(r.a)}` : `Site issue updated: ${titleCase(r.a)}`,
    summary: r.c,
    link: `/project/${slug}/site-issues/view/${r.d}`,
  }),
  risk_assessment_saved: (r) => ({
    title: r.b === "1" ? `Risk assessment: ${r.a}` : `Risk assessment revised: ${r.a} (revision ${r.b})`,
    summary: `Overall score ${formatNumber(r.c)}`,
    link: `/risk-assessment?assessment=${r.d}`,
  }),
};

/** The kinds whose `d` is the record's kg CO2e, which only a reader with Carbon Tracking view is told. */
const CARBON_KINDS = new Set<TimelineKind>(["plant_logged", "delivery_received", "waste_removed", "energy_recorded", "scope3_recorded", "visitor_signed_in"]);

export function presentTimelineItem(row: TimelineRow, slug: string, { carbon }: { carbon: boolean }): TimelineItem {
  const words = WORDS[row.kind](!carbon && CARBON_KINDS.has(row.kind) ? { ...row, d: null } : row, slug);
  return {
    kind: row.kind,
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor_name ? { id: row.actor_id, name: row.actor_name } : null,
    title: words.title,
    summary: words.summary ?? null,
    ...(words.link ? { link: words.link } : {}),
  };
}
