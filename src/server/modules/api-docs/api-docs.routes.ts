import { apiDocsEndpoints } from "@shared/api-docs/api-docs.endpoints";
import type { Module } from "../../platform/module";
import { route } from "../../platform/endpoints";
import { API_VERSION, buildOpenApi } from "../../platform/openapi";

/** GET /api/docs: the OpenAPI document, built once from the endpoint tables (the same as docs/openapi.json). */
export const apiDocsRoutes: Module = async (app, { areas }) => {
  let document: ReturnType<typeof buildOpenApi> | undefined;
  route(app, apiDocsEndpoints.openapi, () => (document ??= buildOpenApi(areas.endpointTables, API_VERSION)));
};
