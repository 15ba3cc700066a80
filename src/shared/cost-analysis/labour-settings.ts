import { z } from "zod";
import { requiredDecimalField, type DecimalShape } from "../common/fields";
import { DEFAULT_LABOUR_SETTINGS } from "../rules/labour-cost";

/**
 * The company's labour settings (docs/decisions/0081-cost-analysis.md, "Labour"): the standard day,
 * whether weekend hours are overtime, and the on-cost percentages added to the pay of PAYE workers
 * and apprentices. The shape is `LabourSettings` of `rules/labour-cost.ts`, so the saved settings
 * are handed to the rules as they are. Figures are exact decimal strings, never floats.
 */

/** numeric(4,2): 1.00 to 24.00 hours. */
const HOURS_4_2: DecimalShape = { scale: 2, whole: 2 };
/** numeric(5,2): 0.00 to 100.00 %. */
const PERCENT_5_2: DecimalShape = { scale: 2, whole: 3 };

export const STANDARD_DAY_MESSAGE = "Standard day must be from 1 to 24 hours";
export const WEEKEND_OVERTIME_MESSAGE = "Choose whether weekend hours are overtime";
export const percentMessage = (label: string) => `${label} must be from 0 to 100%`;

const percent = (label: string) =>
  requiredDecimalField(label, PERCENT_5_2, {
    example: "13.8",
    symbols: true,
    min: { value: "0", message: percentMessage(label) },
    max: { value: "100", message: percentMessage(label) },
  });

export const ON_COST_LABELS = {
  employersNi: "Employer's National Insurance",
  holidayPay: "Holiday pay",
  pension: "Pension",
  apprenticeshipLevy: "Apprenticeship levy",
} as const;

/** PUT /api/cost-analysis/settings. */
export const labourSettingsSchema = z.object({
  standardDayHours: requiredDecimalField("Standard day", HOURS_4_2, {
    example: "8",
    min: { value: "1", message: STANDARD_DAY_MESSAGE },
    max: { value: "24", message: STANDARD_DAY_MESSAGE },
  }),
  weekendOvertime: z.boolean({ error: WEEKEND_OVERTIME_MESSAGE }),
  onCosts: z.object(
    {
      employersNi: percent(ON_COST_LABELS.employersNi),
      holidayPay: percent(ON_COST_LABELS.holidayPay),
      pension: percent(ON_COST_LABELS.pension),
      apprenticeshipLevy: percent(ON_COST_LABELS.apprenticeshipLevy),
    },
    { error: "Enter the on-cost percentages" },
  ),
});
export type LabourSettingsInput = z.output<typeof labourSettingsSchema>;
export type LabourSettingsFormValues = z.input<typeof labourSettingsSchema>;

const percentView = z.string().describe("0.00 to 100.00");
export const labourSettingsViewSchema = z
  .object({
    standardDayHours: z.string().describe("hours, two places: 8.00"),
    weekendOvertime: z.boolean(),
    onCosts: z.object({ employersNi: percentView, holidayPay: percentView, pension: percentView, apprenticeshipLevy: percentView }),
    /** False until the company saves its own: an 8-hour day, weekend overtime, no on-costs. */
    saved: z.boolean(),
  })
  .meta({ id: "LabourSettings" });
export type LabourSettingsView = z.output<typeof labourSettingsViewSchema>;

export const DEFAULT_LABOUR_SETTINGS_VIEW: LabourSettingsView = {
  standardDayHours: "8.00",
  weekendOvertime: DEFAULT_LABOUR_SETTINGS.weekendOvertime,
  onCosts: { employersNi: "0.00", holidayPay: "0.00", pension: "0.00", apprenticeshipLevy: "0.00" },
  saved: false,
};
