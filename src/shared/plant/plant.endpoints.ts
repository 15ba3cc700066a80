import { z } from "zod";
import { endpoint, multipart, noContent, under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { pageOf } from "../common/paging";
import { slugParams } from "../common/slug";
import { certificateFieldsSchema, certificateIdParams, certificateViewSchema } from "./hse-certificate";
import { listPlantEntriesQuery, plantEntryListItemSchema, plantEntrySchema, plantEntryViewSchema, plantIdParams } from "./plant-entry";

/** Plant on site (issue 4): entries with their fuel carbon, and the HSE certificates of each machine. Site records: the Contracts permission. */
export const plantEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/plant-entries",
    access: ["Contracts", "create"],
    summary: "Log plant on site; the carbon of its fuel is worked out from the reporting year's factor",
    body: plantEntrySchema,
    response: plantEntryViewSchema,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/plant-entries/:id",
    access: ["Contracts", "view"],
    summary: "One plant entry with its carbon figures and a summary of its certificates",
    params: plantIdParams,
    response: plantEntryViewSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/plant-entries/:id",
    access: ["Contracts", "edit"],
    summary: "Change a plant entry; its figure keeps its factor unless the fuel or the litres change",
    params: plantIdParams,
    body: plantEntrySchema,
    response: plantEntryViewSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/plant-entries/:id",
    access: ["Contracts", "edit"],
    summary: "Delete a plant entry (to Delete Records, with its figures and its certificates' records)",
    params: plantIdParams,
    response: noContent,
    status: 204,
  }),
  listForProject: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/plant-entries",
    access: ["Contracts", "view"],
    summary: "A contract's plant entries, newest first, paged",
    params: slugParams,
    query: listPlantEntriesQuery,
    response: pageOf(plantEntryListItemSchema),
  }),
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
  updateCertificate: endpoint({
    method: "PATCH",
    path: "/api/hse-certificates/:id",
    access: ["Contracts", "edit"],
    summary: "Change a certificate's details (its file stays as uploaded)",
    params: certificateIdParams,
    body: certificateFieldsSchema,
    response: certificateViewSchema,
  }),
  removeCertificate: endpoint({
    method: "DELETE",
    path: "/api/hse-certificates/:id",
    access: ["Contracts", "edit"],
    summary: "Delete a certificate (to Delete Records; the file stays in the project's Files)",
    params: certificateIdParams,
    response: noContent,
    status: 204,
  }),
};

/** What a write here changes (decision 0062): every read of its contract (the plant list, the diary, the timeline, the carbon tab) and every entry with its certificates. */
export const plantChanges: Changes = [under(projectsEndpoints.getBySlug), under(plantEndpoints.get)];
