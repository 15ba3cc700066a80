import { scope3Additional } from "../../db/schema/index";
import { siteRecordStore, type Found } from "../../platform/site-record-store";

/** Other Scope 3 entries (scope3_additional): the site record store, newest day first (scope3_additional_project_date_idx). */
export const scope3Store = siteRecordStore(scope3Additional, { kind: "scope3" }, { kg: "carbonEmitted", factor: "emissionFactor" });

export type Scope3Row = typeof scope3Additional.$inferSelect;
export type Scope3RowWithCreator = Found<Scope3Row>;
