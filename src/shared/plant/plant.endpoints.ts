import { z } from "zod";
import { endpoint, multipart, under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { pageOf } from "../common/paging";
import { certificateFieldsSchema, certificateIdParams, certificateViewSchema } from "./hse-certificate";
import { listPlantEntriesQuery, plantEntryListItemSchema, plantEntrySchema, plantEntryViewSchema, plantIdParams } from "./plant-entry";
import { recordEndpoints } from "../common/record-endpoints";

const plant = recordEndpoints("plant-entries", "Contracts", plantIdParams);
const certificate = recordEndpoints("hse-certificates", "Contracts", certificateIdParams);

/** Plant on site (issue 4): entries with their fuel carbon, and the HSE certificates of each machine. Site records: the Contracts permission. */
export const plantEndpoints = {
  create: plant.create("Log plant on site; the carbon of its fuel is worked out from the reporting year's factor", plantEntrySchema, plantEntryViewSchema),
  get: plant.get("One plant entry with its carbon figures and a summary of its certificates", plantEntryViewSchema),
  update: plant.update("Change a plant entry; its figure keeps its factor unless the fuel or the litres change", plantEntrySchema, plantEntryViewSchema),
  remove: plant.remove("Delete a plant entry (to Delete Records, with its figures and its certificates' records)", "edit"),
  listForProject: plant.forProject("A contract's plant entries, newest first, paged", listPlantEntriesQuery, pageOf(plantEntryListItemSchema)),
  listCertificates: endpoint({
    method: "GET",
    path: "/api/plant-entries/:id/certificates",
    access: ["Contracts", "view"],
    summary: "A plant entry's HSE certificates, each with its state (valid, expiring soon, expired)",
    params: plantIdParams,
    response: z.array(certificateViewSchema),
  }),
  addCertificate: endpoint({
    method: "POST",
    path: "/api/plant-entries/:id/certificates",
    access: ["Contracts", "create"],
    summary: "Upload a certificate (a PDF or an image) for a plant entry; the file is kept in the project's Files",
    params: plantIdParams,
    body: multipart(1, certificateFieldsSchema),
    response: certificateViewSchema,
    status: 201,
  }),
  updateCertificate: certificate.update("Change a certificate's details (its file stays as uploaded)", certificateFieldsSchema, certificateViewSchema),
  removeCertificate: certificate.remove("Delete a certificate (to Delete Records; the file stays in the project's Files)", "edit"),
};

/** What a write here changes (decision 0062): every read of its contract (the plant list, the diary, the timeline, the carbon tab) and every entry with its certificates. */
export const plantChanges: Changes = [under(projectsEndpoints.getBySlug), under(plantEndpoints.get)];
