import { under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { recordIdParams } from "../common/ids";
import { pageOf } from "../common/paging";
import { deliveryEntrySchema, deliveryListQuery, deliveryViewSchema } from "./delivery-entry";
import { recordEndpoints } from "../common/record-endpoints";

const delivery = recordEndpoints("deliveries", "Contracts", recordIdParams);

/**
 * Deliveries to site (carbon_entries, kind 'delivery'): a diary add action and the deliveries tab,
 * so the Contracts permission like the labour entries beside them (docs/decisions/0009-carbon-figures.md).
 */
export const deliveriesEndpoints = {
  create: delivery.create(
    "Log a delivery; its transport and material carbon are worked out from the vehicle, the load and each line's factor",
    deliveryEntrySchema,
    deliveryViewSchema,
  ),
  get: delivery.get("One delivery with its carbon figures", deliveryViewSchema),
  update: delivery.update(
    "Change a delivery; its figures keep their factors unless the quantities or the factor choices change",
    deliveryEntrySchema,
    deliveryViewSchema,
  ),
  remove: delivery.remove("Delete a delivery (to Delete Records, with its figures)", "edit"),
  listForProject: delivery.forProject("A contract's deliveries, newest first, paged", deliveryListQuery, pageOf(deliveryViewSchema)),
};

/** What a write here changes (decision 0062): every read of its contract (the deliveries tab, the timeline, the carbon tab). */
export const deliveriesChanges: Changes = [under(projectsEndpoints.getBySlug)];
