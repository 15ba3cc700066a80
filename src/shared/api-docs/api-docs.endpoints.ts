import { z } from "zod";
import { endpoint } from "../common/contract";

/** The API's own description (issue 12): the OpenAPI document, for administrators. */
export const apiDocsEndpoints = {
  openapi: endpoint({
    method: "GET",
    path: "/api/docs",
    access: "admin",
    summary: "This document: the OpenAPI 3.1 description of every route, generated from the endpoint tables",
    response: z.looseObject({
      openapi: z.literal("3.1.0"),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.unknown()),
    }),
  }),
};
