import { toPage, type Page } from "@shared/common/paging";
import { daysAfter, ukMidnight } from "@shared/common/uk-dates";
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

export async function listLogs(db: Db, q: Query): Promise<Page<ActivityLogEntry>> {
  const { rows, total } = await listActivityLogs(
    db,
    {
      userId: q.userId,
      category: q.category,
      action: q.action,
      severity: q.severity,
      search: q.search,
      // The days a UK user means: from midnight on `from` to midnight after `to`, GMT or BST.
      fromTime: q.from ? ukMidnight(q.from) : undefined,
      toTime: q.to ? ukMidnight(daysAfter(q.to, 1)) : undefined,
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
