import { sql } from "drizzle-orm";
import { inductions, inductionResults, inductionSettings, workerCards, workers } from "../../db/schema/index";
import { sqlSource, type ReminderSource } from "../../platform/reminders";

/**
 * What of the workforce falls due (issue 33's reminders): each active worker's cards running out and
 * their site inductions lapsing. A card another of the worker's cards has renewed (worker_cards.renewed)
 * is not due; an induction is its latest passed, not rejected, attempt, valid for the company's days
 * from the day it was passed (shared/workforce/card-rules.ts inductionExpiry: passedOn + days - 1).
 */

const link = (workerId: number) => `/workforce/edit/${workerId}`;

type CardRow = { id: number; due: string; worker_id: number; full_name: string; scheme_identifier: string; card_type_name: string | null };

const cards = sqlSource<CardRow>({
  name: "worker_cards",
  category: "worker_compliance",
  rows: (bounds) => sql`select c.id, c.expiry_date as due, c.worker_id, w.full_name, c.scheme_identifier, c.card_type_name
    from ${workerCards} c join ${workers} w on w.id = c.worker_id
    where ${bounds(sql`c.expiry_date`)} and not c.renewed and w.deleted_at is null and w.employment_status = 'active'`,
  item: (r) => ({
    key: `worker-card:${r.id}:expiry`,
    title: r.full_name,
    what: `${r.scheme_identifier.toUpperCase()} card${r.card_type_name ? ` (${r.card_type_name})` : ""}`,
    link: link(r.worker_id),
    projectId: null,
  }),
});

type InductionRow = { id: number; due: string; worker_id: number; full_name: string; title: string; project_id: number | null };

const inductionsDue = sqlSource<InductionRow>({
  name: "worker_inductions",
  category: "worker_compliance",
  rows: (bounds) => sql`select * from (
      select distinct on (r.worker_id, r.induction_id) r.id, r.worker_id, w.full_name, i.title, i.project_id,
        to_char(r.passed_on::date + (coalesce((select s.validity_days from ${inductionSettings} s where s.id = 1), 365) - 1), 'YYYY-MM-DD') as due
      from ${inductionResults} r join ${workers} w on w.id = r.worker_id join ${inductions} i on i.id = r.induction_id
      where r.passed and r.review_status <> 'rejected' and r.passed_on is not null and w.deleted_at is null and w.employment_status = 'active'
      order by r.worker_id, r.induction_id, r.passed_on desc, r.id desc
    ) latest where ${bounds(sql`latest.due`)}`,
  item: (r) => ({
    key: `induction:${r.worker_id}:${r.id}`,
    title: r.full_name,
    what: `Induction: ${r.title}`,
    link: link(r.worker_id),
    projectId: r.project_id,
  }),
});

export const workerReminders: ReminderSource[] = [cards, inductionsDue];
