import type { Module } from "../platform/module";
import { healthRoutes } from "./health/health.routes";
import { authRoutes } from "./auth/auth.routes";
import { usersRoutes } from "./users/users.routes";
import { permissionsRoutes } from "./permissions/permissions.routes";
import { companyRoutes } from "./company/company.routes";
import { accountRoutes } from "./account/account.routes";
import { activityLogsRoutes } from "./activity-logs/activity-logs.routes";
import { reportsRoutes } from "./reports/reports.routes";
import { outboxRoutes } from "./outbox/outbox.routes";
import { pendingAreasRoutes } from "./pending-areas/pending-areas.routes";

/** Every server module, registered in this order. One line per module. */
export const modules: Module[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  permissionsRoutes,
  companyRoutes,
  accountRoutes,
  activityLogsRoutes,
  reportsRoutes,
  outboxRoutes,
  pendingAreasRoutes,
];
