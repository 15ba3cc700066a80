import { z } from "zod";
import { optionalText } from "../common/fields";
import { pageQuery } from "../common/paging";
import { idSchema } from "../common/ids";
import { isoDayField } from "../common/days";
import { countField } from "../common/whole-number";
import { TEXT_NOT_ALLOWED_MESSAGE, findForbiddenText } from "../common/text";
import type { Labour } from "../rules/labour-hours";
import { isoDay, timestamp } from "../common/wire";

/**
 * The diary entry (data-model.md §5 "Diary entry", product.md §7): one schema for the Labour Entry
 * form and POST/PATCH /api/diary-entries. The server recomputes labour hours and stamps the user.
 * `author` (in product.md §7's body) is not read: the server writes the signed-in user's name when the
 * entry is created and never changes it, so a sent author is dropped like any unknown field (issue 10).
 */

export const MAX_SHARE_RECIPIENTS = 50;
export const SHARE_EMAIL_MESSAGE = "Invalid email in shared with list";
export const SHARE_LIMIT_MESSAGE = "Too many recipients - maximum 50 allowed";

/**
 * The labour JSON string: an object whose text is as clean as any other field's once parsed. Before
 * parsing, "\u0000" is six harmless characters; after, it is the NUL the input guard refuses elsewhere.
 */
const checkLabourJson = (v: string, ctx: z.RefinementCtx) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    parsed = undefined;
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) ctx.addIssue({ code: "custom", message: "Labor must be valid JSON" });
  else if (findForbiddenText(parsed)) ctx.addIssue({ code: "custom", message: TEXT_NOT_ALLOWED_MESSAGE });
};

export const emailListField = z
  .array(z.string().trim().toLowerCase().pipe(z.email(SHARE_EMAIL_MESSAGE)), { error: SHARE_EMAIL_MESSAGE })
  .max(MAX_SHARE_RECIPIENTS, SHARE_LIMIT_MESSAGE)
  .transform((list) => [...new Set(list)]);

export const diaryEntrySchema = z.object({
  projectId: idSchema("Project ID must be an integer", "Project ID must be positive"),
  userId: idSchema("User ID must be an integer", "User ID must be positive").optional(),
  date: isoDayField(),
  labor: z.string({ error: "Labor data is required" }).min(1, "Labor data is required").max(50000, "Labor data too large").superRefine(checkLabourJson),
  workSummary: z.string({ error: "Work summary is required" }).trim().min(1, "Work summary is required").max(5000, "Work summary too long"),
  weatherImpact: optionalText("Weather impact", 1000, "Weather impact description too long"),
  materialsDelivered: optionalText("Materials delivered", 2000, "Materials delivered description too long"),
  sharedWith: emailListField.optional(),
  /** Sent by the form (product.md §7); the server keeps its own creation time. */
  createdAt: z.string().max(64).nullish(),
});
export type DiaryEntryInput = z.output<typeof diaryEntrySchema>;
export type DiaryEntryBody = z.input<typeof diaryEntrySchema>;

/** POST /api/diary-entries/:id/share */
export const shareDiaryEntrySchema = z.object({
  emails: emailListField.refine((list) => list.length > 0, "Add at least one email address"),
});

/** GET /api/diary-entries: every live project's entries, newest day first. */
export const listDiaryEntriesQuery = pageQuery.extend({
  projectId: idSchema("Project ID must be an integer", "Project ID must be positive").optional(),
  from: isoDayField("From date").optional(),
  to: isoDayField("To date").optional(),
  /** A user id, or part of an author's name. */
  author: z.string().trim().max(100, "Author name too long").optional(),
});
export type ListDiaryEntriesQuery = z.input<typeof listDiaryEntriesQuery>;

export const MAX_DIARY_DAYS = 31;
/** GET /api/projects/by-slug/:slug/diary-entries: the `days` newest days with anything on them, before `before`. */
/** Days a page of a contract's diary holds when the screen asks: a working week and the weekend. */
export const DIARY_DAYS_PER_PAGE = 7;

export const projectDiaryQuery = z.object({
  before: isoDayField("Before date").optional(),
  days: countField("Days", MAX_DIARY_DAYS, "Days must be at least 1").default(7),
});
export type ProjectDiaryQuery = z.input<typeof projectDiaryQuery>;

/** The labour object parsed from `labor` (rules/labour-hours.ts `Labour`). */
export const labourSchema = z.object({
  company: z.string(),
  jobRole: z.string(),
  plant: z.string(),
  startTime: z.string(),
  finishTime: z.string(),
  hours: z.number(),
  labour: z.string(),
}) satisfies z.ZodType<Labour>;

export const diaryEntryViewSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    userId: z.number().int().nullable(),
    date: isoDay,
    author: z.string(),
    workSummary: z.string(),
    weatherImpact: z.string().nullable(),
    materialsDelivered: z.string().nullable(),
    /** The stored JSON string, as the API's callers send it. */
    labor: z.string(),
    /** Parsed; unparseable labour is empty, never an error. */
    labour: labourSchema,
    sharedWith: z.array(z.string()),
    /** How many photos are attached (the files module keeps the list); 0 lets the diary skip asking for them. */
    photoCount: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "DiaryEntry" });
export type DiaryEntryView = z.output<typeof diaryEntryViewSchema>;

/** An item of GET /api/diary-entries. */
export const diaryEntryListItemSchema = diaryEntryViewSchema
  .extend({ project: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }) })
  .meta({ id: "DiaryEntryListItem" });
export type DiaryEntryListItem = z.output<typeof diaryEntryListItemSchema>;

/** POST /api/diary-entries/:id/share: the entry with every address it has been shared with, and how many were sent now. */
export const sharedDiaryEntrySchema = z.object({ entry: diaryEntryViewSchema, sent: z.number().int() });

export const diaryPhotoSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() }).meta({ id: "DiaryPhoto" });
export type DiaryPhoto = z.output<typeof diaryPhotoSchema>;

export const diaryCommentViewSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    date: isoDay,
    timeSlot: z.string(),
    recordId: z.number().int().nullable(),
    recordType: z.string().nullable(),
    comment: z.string(),
    author: z.string(),
    userId: z.number().int().nullable(),
    photos: z.array(diaryPhotoSchema),
    updatedBy: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "DiaryComment" });
export type DiaryCommentView = z.output<typeof diaryCommentViewSchema>;

export const diaryDaySchema = z
  .object({
    date: isoDay,
    entries: z.array(diaryEntryViewSchema),
    /** Sum of the entries' labour hours, one decimal. */
    totalHours: z.number(),
    /**
     * Hours per company, most first; entries without a company are under "". A company that typed no
     * labour that day but whose workers signed in at the gate follows, from the sign-ins (decision 0071).
     */
    companies: z.array(
      z.object({
        company: z.string(),
        hours: z.number(),
        /** Workers signed in (sign-in rows only). */
        headcount: z.number().int().optional(),
        /** True when the figure comes from the gate's sign-ins, not typed labour. */
        fromSignIns: z.boolean().optional(),
      }),
    ),
    /** Time slots in order ("General" first, then by hour), each with its comments oldest first. */
    comments: z.array(z.object({ timeSlot: z.string(), comments: z.array(diaryCommentViewSchema) })),
  })
  .meta({ id: "DiaryDay" });
export type DiaryDay = z.output<typeof diaryDaySchema>;

export const projectDiaryPageSchema = z.object({
  days: z.array(diaryDaySchema),
  /** Pass as `before` for the next (older) page; null when there is nothing older. */
  nextBefore: isoDay.nullable(),
});
export type ProjectDiaryPage = z.output<typeof projectDiaryPageSchema>;
