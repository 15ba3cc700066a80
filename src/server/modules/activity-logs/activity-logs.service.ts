import { toPage, type Page } from "@shared/common/paging";
import type { ActivityLogEntry, ActivityLogFilters } from "@shared/activity-logs/activity-logs";
import type { Db } from "../../db/client";
import { distinctCategories, distinctRecentActions, listActivityLogs, listUsersForFilter } from "./activity-logs.repository";
import { presentActivityLog } from "./activity-logs.presenter";

type Query = {
  page: number;
  pageSize: number;
  userId?: number;
  category?: string;
  action?: string;
  severity?: string;
  search?: string;
  from?: string;
  to?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const londonHour = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", hourCycle: "h23" });

/** Midnight in the UK (GMT or BST) at the start of an ISO date: the day a UK user means. */
export function ukMidnight(isoDate: string): Date {
  const [y, m, d] = isoDate.split("-").map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  const offsetHours = Number(londonHour.format(new Date(utcMidnight))) % 24;
  return new Date(utcMidnight - offsetHours * 60 * 60 * 1000);
}

export async function listLogs(db: Db, q: Query): Promise<Page<ActivityLogEntry>> {
  const { rows, total } = await listActivityLogs(
    db,
    {
      userId: q.userId,
      category: q.category,
      action: q.action,
      severity: q.severity,
      search: q.search,
      fromTime: q.from ? ukMidnight(q.from) : undefined,
      toTime: q.to ? ukMidnight(new Date(Date.parse(`${q.to}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10)) : undefined,
    },
    q.pageSize,
    (q.page - 1) * q.pageSize,
  );
  return toPage(rows.map(presentActivityLog), total, q);
}

export async function listFilters(db: Db): Promise<ActivityLogFilters> {
  const [categories, actions, users] = await Promise.all([distinctCategories(db), distinctRecentActions(db), listUsersForFilter(db)]);
  return { categories, actions, users };
}
