import { endpoint, noContent, under, type Changes } from "../common/contract";
import { projectsEndpoints } from "../projects/projects.endpoints";
import { recordIdParams } from "../common/ids";
import { pageOf } from "../common/paging";
import { slugParams } from "../common/slug";
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

/** The project diary (product.md §2.5, §7): labour entries, the day-by-day diary, sharing by email. */
export const diaryEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/diary-entries",
    access: ["Contracts", "view"],
    summary: "Every live contract's diary entries, newest day first, filtered and paged (/entries)",
    query: listDiaryEntriesQuery,
    response: pageOf(diaryEntryListItemSchema),
  }),
  create: endpoint({
    method: "POST",
    path: "/api/diary-entries",
    access: ["Contracts", "create"],
    summary: "Log a labour entry; its hours are worked out from the start and finish times, and it is emailed to whoever it is shared with",
    body: diaryEntrySchema,
    response: diaryEntryViewSchema,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/diary-entries/:id",
    access: ["Contracts", "view"],
    summary: "One diary entry",
    params: recordIdParams,
    response: diaryEntryViewSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/diary-entries/:id",
    access: ["Contracts", "edit"],
    summary: "Change a diary entry; addresses newly shared with are emailed",
    params: recordIdParams,
    body: diaryEntrySchema,
    response: diaryEntryViewSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/diary-entries/:id",
    access: ["Contracts", "edit"],
    summary: "Delete a diary entry (to Delete Records; someone else's also needs Contracts delete)",
    params: recordIdParams,
    response: noContent,
    status: 204,
  }),
  share: endpoint({
    method: "POST",
    path: "/api/diary-entries/:id/share",
    access: ["Contracts", "edit"],
    summary: "Email a diary entry to the addresses given, and remember them",
    params: recordIdParams,
    body: shareDiaryEntrySchema,
    response: sharedDiaryEntrySchema,
  }),
  projectDiary: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/diary-entries",
    access: ["Contracts", "view"],
    summary: "A contract's diary a page of days at a time, newest first: entries, labour hours by company, comments by time slot",
    params: slugParams,
    query: projectDiaryQuery,
    response: projectDiaryPageSchema,
  }),
};

/**
 * What a write to an entry changes (decision 0062): the contract's diary, every entry read (the
 * all-entries list, the entry, its photos) and the contract's budget panel (its labour hours).
 */
export const diaryChanges: Changes = [diaryEndpoints.projectDiary, under(diaryEndpoints.list), projectsEndpoints.summary];
