import { z } from "zod";
import { endpoint, under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { recordIdParams } from "../common/ids";
import { pageOf } from "../common/paging";
import { wasteEntrySchema, wasteListQuery, wasteMaterialRoutesSchema, wasteRoutesQuery, wasteViewSchema } from "./waste-entry";
import { recordEndpoints } from "../common/record-endpoints";

const waste = recordEndpoints("waste-entries", "Contracts", recordIdParams);

/**
 * Waste leaving site (carbon_entries, kind 'waste'): a diary add action, so the Contracts permission
 * like the labour entries beside it (docs/decisions/0009-carbon-figures.md).
 */
export const wasteEndpoints = {
  // Public DESNZ data like the factor library, so any signed-in user.
  materialRoutes: endpoint({
    method: "GET",
    path: "/api/waste-entries/routes",
    access: "user",
    summary: "Each DESNZ waste material with the disposal routes it has a factor for in the reporting year",
    query: wasteRoutesQuery,
    response: z.object({ items: z.array(wasteMaterialRoutesSchema) }),
  }),
  create: waste.create("Log waste leaving site; its carbon is worked out from the DESNZ factor of the material and route", wasteEntrySchema, wasteViewSchema),
  get: waste.get("One waste entry with its carbon figure", wasteViewSchema),
  update: waste.update("Change a waste entry; its figure keeps its factor unless the weight or the factor choice change", wasteEntrySchema, wasteViewSchema),
  remove: waste.remove("Delete a waste entry (to Delete Records, with its figure)", "edit"),
  listForProject: waste.forProject("A contract's waste entries, newest first, paged", wasteListQuery, pageOf(wasteViewSchema)),
};

/** What a write here changes (decision 0062): every read of its contract (the waste list, the timeline, the carbon tab). */
export const wasteChanges: Changes = [under(projectsEndpoints.getBySlug)];
