import { under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { recordIdParams } from "../common/ids";
import { pageOf } from "../common/paging";
import { scope3EntrySchema, scope3EntryViewSchema, scope3ListQuery } from "./scope3-entry";
import { recordEndpoints } from "../common/record-endpoints";

const scope3 = recordEndpoints("scope3-entries", "Carbon Tracking", recordIdParams);

/**
 * Additional indirect (Scope 3) entries: water, purchased goods, subcontractors, other waste.
 * Carbon records rather than site records, so the Carbon Tracking permission (decision 0009).
 */
export const scope3Endpoints = {
  create: scope3.create(
    "Log a Scope 3 entry; its carbon is worked out from a factor or taken as the supplier reported it",
    scope3EntrySchema,
    scope3EntryViewSchema,
  ),
  get: scope3.get("One Scope 3 entry with its carbon figures", scope3EntryViewSchema),
  update: scope3.update(
    "Change a Scope 3 entry; its figures keep their factors unless the quantities or the factor choice change",
    scope3EntrySchema,
    scope3EntryViewSchema,
  ),
  remove: scope3.remove("Delete a Scope 3 entry (to Delete Records, with its figures)", "edit"),
  listForProject: scope3.forProject("A contract's Scope 3 entries, newest first, paged", scope3ListQuery, pageOf(scope3EntryViewSchema)),
};

/** What a write here changes (decision 0062): every read of its contract (the diary, the timeline, the carbon tab). */
export const scope3Changes: Changes = [under(projectsEndpoints.getBySlug)];
