import { endpoint, under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { recordIdParams } from "../common/ids";
import { pageOf } from "../common/paging";
import {
  diaryEntryListItemSchema,
  diaryEntrySchema,
  diaryEntryViewSchema,
  listDiaryEntriesQuery,
  projectDiaryPageSchema,
  projectDiaryQuery,
  sharedDiaryEntrySchema,
  shareDiaryEntrySchema,
} from "./diary-entry";
import { recordEndpoints } from "../common/record-endpoints";

const entry = recordEndpoints("diary-entries", "Contracts", recordIdParams);

/** The project diary (product.md §2.5, §7): labour entries, the day-by-day diary, sharing by email. */
export const diaryEndpoints = {
  list: entry.list(
    "Every live contract's diary entries, newest day first, filtered and paged (/entries)",
    listDiaryEntriesQuery,
    pageOf(diaryEntryListItemSchema),
  ),
  create: entry.create(
    "Log a labour entry; its hours are worked out from the start and finish times, and it is emailed to whoever it is shared with",
    diaryEntrySchema,
    diaryEntryViewSchema,
  ),
  get: entry.get("One diary entry", diaryEntryViewSchema),
  update: entry.update("Change a diary entry; addresses newly shared with are emailed", diaryEntrySchema, diaryEntryViewSchema),
  remove: entry.remove("Delete a diary entry (to Delete Records; someone else's also needs Contracts delete)", "edit"),
  share: endpoint({
    method: "POST",
    path: "/api/diary-entries/:id/share",
    access: ["Contracts", "edit"],
    summary: "Email a diary entry to the addresses given, and remember them",
    params: recordIdParams,
    body: shareDiaryEntrySchema,
    response: sharedDiaryEntrySchema,
  }),
  projectDiary: entry.forProject(
    "A contract's diary a page of days at a time, newest first: entries, labour hours by company, comments by time slot",
    projectDiaryQuery,
    projectDiaryPageSchema,
  ),
};

/**
 * What a write to an entry changes (decision 0062): the contract's diary, every entry read (the
 * all-entries list, the entry, its photos) and the contract's budget panel (its labour hours).
 */
export const diaryChanges: Changes = [diaryEndpoints.projectDiary, under(diaryEndpoints.list), projectsEndpoints.summary];
