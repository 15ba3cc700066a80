import { under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { recordIdParams } from "../common/ids";
import { pageOf } from "../common/paging";
import { energyEntrySchema, energyEntryViewSchema, energyListQuery } from "./energy-entry";
import { recordEndpoints } from "../common/record-endpoints";

const energy = recordEndpoints("energy-entries", "Contracts", recordIdParams);

/** Energy readings (scope2_energy): a diary add action, so the Contracts permission like the labour entries beside them (decision 0009). */
export const energyEndpoints = {
  create: energy.create("Log an energy reading; its carbon is worked out from the reporting year's factor", energyEntrySchema, energyEntryViewSchema),
  get: energy.get("One energy reading with its carbon figures", energyEntryViewSchema),
  update: energy.update(
    "Change an energy reading; its figure keeps its factor unless the quantities or the factor choice change",
    energyEntrySchema,
    energyEntryViewSchema,
  ),
  remove: energy.remove("Delete an energy reading (to Delete Records, with its figures)", "edit"),
  listForProject: energy.forProject("A contract's energy readings, newest first, paged", energyListQuery, pageOf(energyEntryViewSchema)),
};

/** What a write here changes (decision 0062): every read of its contract (the diary, the timeline, the carbon tab). */
export const energyChanges: Changes = [under(projectsEndpoints.getBySlug)];
