import { fileResponse } from "../common/contract";
import { contractEndpoints } from "../common/record-endpoints";
import { slugParams } from "../common/slug";
import { diaryExportQuery } from "./diary-export";

/** A contract's diary for a date range as a branded PDF, to send to the client. */
export const diaryExportEndpoints = {
  pdf: contractEndpoints("Contracts", slugParams).read(
    "diary-export.pdf",
    "The diary of a date range as a PDF under the company's logo and colours: each day's entries, weather, notes and site activity",
    { query: diaryExportQuery, response: fileResponse("application/pdf") },
  ),
};
