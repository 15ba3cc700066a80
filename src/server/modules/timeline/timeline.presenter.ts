import { MONEY_FIELD_INFO, moneyFieldByLogName } from "@shared/projects/budget-fields";
import type { TimelineItem, TimelineKind } from "@shared/timeline/timeline";
import type { TimelineRow } from "./timeline.repository";

/** Row → item: the words a site manager reads. Dates in titles are en-GB (dd/MM/yyyy). */

const day = (iso: string | null) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? "");
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (iso ?? "");
};

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const pounds = (v: string | null) => {
  const n = Number(v);
  return v != null && v.trim() !== "" && Number.isFinite(n) ? money.format(n) : v || "none";
};

/** budget_change_logs.field_name (data-model.md §5: contract_value, budget, labour…) as the contract form labels it. */
const budgetLabel = (field: string | null) => {
  const money = moneyFieldByLogName(field ?? "");
  return money ? MONEY_FIELD_INFO[money].label : "Budget";
};

const kb = (bytes: string | null) => {
  const n = Number(bytes);
  if (!Number.isFinite(n)) return "";
  return n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;
};

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
    summary: `${Number(r.b).toFixed(1)} °C, ${r.c}`,
  }),
};

export function presentTimelineItem(row: TimelineRow, slug: string): TimelineItem {
  const words = WORDS[row.kind](row, slug);
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
