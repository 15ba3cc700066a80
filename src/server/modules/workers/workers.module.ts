import { workerIdCardEndpoints } from "@shared/workforce/worker-id-card";
import { workersEndpoints } from "@shared/workforce/workers.endpoints";
import { publicRegistrationEndpoints, registrationLinkEndpoints, workerRegistrationsEndpoints } from "@shared/workforce/worker-registrations.endpoints";
import { workerScoresEndpoints } from "@shared/workforce/worker-scores.endpoints";
import { tradeCardRulesEndpoints } from "@shared/workforce/trade-card-rules.endpoints";
import { inductionsEndpoints } from "@shared/workforce/inductions.endpoints";
import { workers } from "../../db/schema/index";
import type { ServerModule } from "../../platform/module";
import { restoreSoftDeleted } from "../../platform/register/soft-delete";
import { workersRoutes } from "./workers.routes";
import { purgeUnsavedFiles } from "./inductions.repository";
import { seedDemoWorkers } from "./workers.demo";
import { seedDemoRegistrations } from "./worker-registrations.demo";
import { workerReminders } from "./workers.reminders";

/** The worker register as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const workersModule: ServerModule = {
  name: "workers",
  permission: "Workforce",
  endpoints: {
    workers: workersEndpoints,
    workerScores: workerScoresEndpoints,
    tradeCardRules: tradeCardRulesEndpoints,
    workerIdCards: workerIdCardEndpoints,
    inductions: inductionsEndpoints,
    registrationLinks: registrationLinkEndpoints,
    publicRegistration: publicRegistrationEndpoints,
    workerRegistrations: workerRegistrationsEndpoints,
  },
  routes: workersRoutes,
  housekeeping: (db, now) => purgeUnsavedFiles(db, now),
  reminders: workerReminders,
  // Soft-deleted in place with their cards: back unless removed for good or another live worker took the worker ID.
  recycleBin: {
    worker: {
      table: null,
      category: "workers",
      companyLevel: true,
      link: (id) => `/workforce/edit/${id}`,
      dependents: { workerCards: ["card", "cards"] },
      restore: (tx, bin, row) =>
        restoreSoftDeleted(tx, {
          table: workers,
          id: Number(bin.recordId),
          gone: "This worker has been removed for good",
          set: { updatedAt: new Date() },
          unique: {
            column: workers.workerId,
            value: row.workerId,
            holder: workers.fullName,
            message: (value, name) => `Its worker ID ${value} is now used by ${name}: change that worker's worker ID first`,
          },
        }),
    },
  },
  demo: async (db, { staff, now }) => {
    await seedDemoWorkers(db, staff, now);
    await seedDemoRegistrations(db, staff, now);
  },
};
