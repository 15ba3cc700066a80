import { z } from "zod";
import { isTime } from "../common/fields";
import { labourHours, parseLabour, type Labour } from "../rules/labour-hours";
import { diaryEntrySchema, type DiaryEntryBody, type DiaryEntryView } from "./diary-entry";

/**
 * The Labour Entry form (product.md §2.5, data-model.md §2). Its fields become the diary entry's
 * body: the labour ones are packed into `labor`, a JSON string (product.md §7).
 */
export const LABOUR_DEFAULT_START = "08:00";
export const LABOUR_DEFAULT_FINISH = "17:00";

const optionalTime = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || isTime(v), `${label} must be a time like 08:00`);
const shortText = (max: number, label: string) => z.string().trim().max(max, `${label} must be ${max} characters or fewer`);

export const labourEntryFormSchema = z.object({
  date: diaryEntrySchema.shape.date,
  workSummary: diaryEntrySchema.shape.workSummary,
  plant: shortText(500, "Plant description"),
  startTime: optionalTime("Start time"),
  finishTime: optionalTime("Finish time"),
  company: shortText(200, "Company"),
  jobRole: shortText(200, "Operatives job role"),
  labour: shortText(5000, "Labour details"),
  weatherImpact: z.string().max(1000, "Weather impact description too long"),
});
export type LabourEntryFormValues = z.input<typeof labourEntryFormSchema>;

/** Today in the user's own time zone, as a date input wants it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyLabourForm(today = localToday()): LabourEntryFormValues {
  return {
    date: today,
    workSummary: "",
    plant: "",
    startTime: LABOUR_DEFAULT_START,
    finishTime: LABOUR_DEFAULT_FINISH,
    company: "",
    jobRole: "",
    labour: "",
    weatherImpact: "",
  };
}

/** An existing entry in the form; unparseable labour fills nothing (never an error). */
export function labourFormFromEntry(entry: DiaryEntryView): LabourEntryFormValues {
  const l: Labour = entry.labour ?? parseLabour(entry.labor);
  return {
    date: entry.date,
    workSummary: entry.workSummary,
    plant: l.plant,
    startTime: l.startTime,
    finishTime: l.finishTime,
    company: l.company,
    jobRole: l.jobRole,
    labour: l.labour,
    weatherImpact: entry.weatherImpact ?? "",
  };
}

/** The body of POST/PATCH /api/diary-entries, with product.md §7's fields but `author`: the server writes it. */
export function diaryEntryBody(
  values: z.output<typeof labourEntryFormSchema>,
  ctx: { projectId: number; materialsDelivered?: string | null; sharedWith?: string[]; createdAt?: string },
): DiaryEntryBody {
  const labor: Labour = {
    company: values.company,
    jobRole: values.jobRole,
    plant: values.plant,
    startTime: values.startTime,
    finishTime: values.finishTime,
    hours: labourHours(values.startTime, values.finishTime),
    labour: values.labour,
  };
  return {
    date: values.date,
    workSummary: values.workSummary,
    weatherImpact: values.weatherImpact,
    labor: JSON.stringify(labor),
    materialsDelivered: ctx.materialsDelivered ?? "",
    sharedWith: ctx.sharedWith ?? [],
    projectId: ctx.projectId,
    createdAt: ctx.createdAt ?? new Date().toISOString(),
  };
}
