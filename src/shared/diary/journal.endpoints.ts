import type { Changes } from "../common/contract";
import { recordIdParams } from "../common/ids";
import { pageOf } from "../common/paging";
import { slugParams } from "../common/slug";
import { journalMessageViewSchema, listJournalQuery, postJournalMessageSchema } from "./journal";
import { contractEndpoints, recordEndpoints } from "../common/record-endpoints";

const message = recordEndpoints("journal-messages", "Contracts", recordIdParams);
const onContract = contractEndpoints("Contracts", slugParams);

/**
 * The project journal: short messages with an optional image (uploaded to the project's files first,
 * then named by id). Deleting: decision 0014 (own with Contracts edit; someone else's also needs delete).
 */
export const journalEndpoints = {
  list: onContract.read("journal", "A contract's journal messages, newest first, paged", {
    query: listJournalQuery,
    response: pageOf(journalMessageViewSchema),
  }),
  post: onContract.create(
    "journal",
    "Post a message to a contract's journal, with an image already uploaded to the contract",
    postJournalMessageSchema,
    journalMessageViewSchema,
  ),
  remove: message.remove("Delete a journal message (someone else's also needs Contracts delete)", "edit"),
};

/** What a journal message changes (decision 0062): the contract's journal. */
export const journalChanges: Changes = [journalEndpoints.list];
