import { endpoint, fileResponse, multipart, type Changes } from "../common/contract";
import { listMaterialsQuery, materialFieldsSchema, materialIdParams, materialListSchema, materialOptionsSchema } from "./material";
import { materialDetailSchema } from "./material-detail";
import { materialFileParams, quoteFieldsSchema, quoteParams } from "./material-quote";
import { recordEndpoints } from "../common/record-endpoints";

const material = recordEndpoints("materials", "Materials", materialIdParams);

/** Materials and services (product.md §2.1, issue 14), under the Materials page permission. */
export const materialsEndpoints = {
  list: material.list("Materials and services, searched (description, SKU, category), filtered, sorted and paged", listMaterialsQuery, materialListSchema),
  options: endpoint({
    method: "GET",
    path: "/api/materials/options",
    access: ["Materials", "view"],
    summary: "The categories in use and the live suppliers, for the filters and the form",
    response: materialOptionsSchema,
  }),
  create: material.create("Add a material or service (its SKU unique, ignoring case)", materialFieldsSchema, materialDetailSchema),
  get: material.get("One material with its carbon factor, carbon per unit, pictures and quotes (cheapest valid first)", materialDetailSchema),
  update: material.update("Change a material's fields", materialFieldsSchema, materialDetailSchema),
  remove: material.remove("Delete a material to the recycle bin (soft delete: its pictures and quotes stay with it)", "delete"),
  addImages: endpoint({
    method: "POST",
    path: "/api/materials/:id/images",
    access: ["Materials", "edit"],
    summary: "Add up to 10 pictures (PNG, JPEG, WebP or GIF, 10 MB each) to a material",
    params: materialIdParams,
    body: multipart(10),
    response: materialDetailSchema,
    status: 201,
  }),
  removeImage: endpoint({
    method: "DELETE",
    path: "/api/materials/:id/images/:fileId",
    access: ["Materials", "edit"],
    summary: "Delete a material's picture",
    params: materialFileParams,
    response: materialDetailSchema,
  }),
  fileContent: endpoint({
    method: "GET",
    path: "/api/materials/:id/files/:fileId",
    access: ["Materials", "view"],
    summary: "The bytes of a material's picture or of one of its quotes' documents",
    params: materialFileParams,
    response: fileResponse("application/octet-stream"),
  }),
  addQuote: endpoint({
    method: "POST",
    path: "/api/materials/:id/quotes",
    access: ["Materials", "edit"],
    summary: "Add a supplier's quote (price, dates, reference, notes) with an optional PDF or image",
    params: materialIdParams,
    body: multipart(1, quoteFieldsSchema),
    response: materialDetailSchema,
    status: 201,
  }),
  removeQuote: endpoint({
    method: "DELETE",
    path: "/api/materials/:id/quotes/:quoteId",
    access: ["Materials", "edit"],
    summary: "Delete a supplier's quote (and its document)",
    params: quoteParams,
    response: materialDetailSchema,
  }),
};

/** What a write here changes (decision 0062): the register's pages and the pickers' options. A material itself is put in the cache from the answer. */
export const materialsChanges: Changes = [materialsEndpoints.list, materialsEndpoints.options];
