import { contractEndpoints } from "../common/record-endpoints";
import { slugParams } from "../common/slug";
import { timelinePageSchema, timelineQuery } from "./timeline";

const onContract = contractEndpoints("Contracts", slugParams);

/** The project timeline tab: everything that happened on a contract, newest first, by keyset pages. */
export const timelineEndpoints = {
  list: onContract.read("timeline", "Everything that happened on a contract, newest first, filtered by kind, a page at a time by cursor", {
    query: timelineQuery,
    response: timelinePageSchema,
  }),
};
