import { endpoint, fileResponse } from "../common/contract";
import { slugParams } from "../common/slug";
import { diaryExportQuery } from "./diary-export";

/** A contract's diary for a date range as a branded PDF, to send to the client. */
export const diaryExportEndpoints = {
  pdf: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/diary-export.pdf",
    access: ["Contracts", "view"],
    summary: "The diary of a date range as a PDF under the company's logo and colours: each day's entries, weather, notes and site activity",
    params: slugParams,
    query: diaryExportQuery,
    response: fileResponse("application/pdf"),
  }),
};
