import { endpoint, type Changes } from "../common/contract";
import { recordIdParams } from "../common/ids";
import { pageOf } from "../common/paging";
import { slugParams } from "../common/slug";
import { journalMessageViewSchema, listJournalQuery, postJournalMessageSchema } from "./journal";
import { recordEndpoints } from "../common/record-endpoints";

const message = recordEndpoints("journal-messages", "Contracts", recordIdParams);

/**
 * The project journal: short messages with an optional image (uploaded to the project's files first,
 * then named by id). Deleting: decision 0014 (own with Contracts edit; someone else's also needs delete).
 */
export const journalEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/journal",
    access: ["Contracts", "view"],
    summary: "A contract's journal messages, newest first, paged",
    params: slugParams,
    query: listJournalQuery,
    response: pageOf(journalMessageViewSchema),
  }),
  post: endpoint({
    method: "POST",
    path: "/api/projects/by-slug/:slug/journal",
    access: ["Contracts", "create"],
    summary: "Post a message to a contract's journal, with an image already uploaded to the contract",
    params: slugParams,
    body: postJournalMessageSchema,
    response: journalMessageViewSchema,
    status: 201,
  }),
  remove: message.remove("Delete a journal message (someone else's also needs Contracts delete)", "edit"),
};

/** What a journal message changes (decision 0062): the contract's journal. */
export const journalChanges: Changes = [journalEndpoints.list];
