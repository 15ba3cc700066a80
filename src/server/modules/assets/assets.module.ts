import { assetsEndpoints } from "@shared/assets/assets.endpoints";
import { assetLabelEndpoints } from "@shared/assets/asset-labels.endpoints";
import { assetUseEndpoints } from "@shared/assets/asset-use.endpoints";
import { assetInspectionsEndpoints } from "@shared/assets/asset-inspections.endpoints";
import { assetChecksEndpoints } from "@shared/assets/asset-checks.endpoints";
import { plantCategoryCardsEndpoints } from "@shared/assets/plant-category-cards.endpoints";
import { havsEndpoints } from "@shared/assets/havs.endpoints";
import { assetsPlantEndpoints } from "@shared/assets/assets-plant.endpoints";
import { assets } from "../../db/schema/index";
import type { ServerModule } from "../../platform/module";
import { restoreSoftDeleted } from "../../platform/register/soft-delete";
import { assetsRoutes } from "./assets.routes";
import { seedDemoAssets } from "./assets.demo";
import { havsRestorer } from "./havs.bin";
import { assetReminders } from "./assets.reminders";
import { refreshDueDays } from "./asset-due.service";

/**
 * Assets and plant (issue 32) as the server lists it (platform/module.ts, docs/adding-an-area.md): the
 * register, its QR labels and public scan, inspections and pre-use checks, check-out, hire, operators
 * and vibration exposure. Each part keeps its own endpoint table (the key is its OpenAPI tag) and its
 * own routes file, called from assets.routes.ts.
 */
export const assetsModule: ServerModule = {
  name: "assets",
  permission: "Assets",
  endpoints: {
    assets: assetsEndpoints,
    assetLabels: assetLabelEndpoints,
    assetUse: assetUseEndpoints,
    plantCategoryCards: plantCategoryCardsEndpoints,
    assetInspections: assetInspectionsEndpoints,
    assetChecks: assetChecksEndpoints,
    havs: havsEndpoints,
    assetsPlant: assetsPlantEndpoints,
  },
  routes: assetsRoutes,
  reminders: assetReminders,
  recycleBin: {
    // Soft-deleted in place with its history, pictures and documents: back unless removed for good.
    asset: {
      table: null,
      category: "assets",
      companyLevel: true,
      link: (id) => `/assets/edit/${id}`,
      restore: async (tx, bin) => {
        await restoreSoftDeleted(tx, {
          table: assets,
          id: Number(bin.recordId),
          gone: "This asset has been removed for good",
          set: { updatedAt: new Date() },
        });
        await refreshDueDays(tx, [Number(bin.recordId)]);
      },
    },
    havs_exposure: havsRestorer,
  },
  demo: (db, { staff, now }) => seedDemoAssets(db, staff, now),
};
