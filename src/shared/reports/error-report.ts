import { z } from "zod";

/**
 * POST /api/error-reports (product.md §3, §7): three shapes, told apart by their content.
 *   boundary  the UI error boundary (severity high)
 *   sidebar   a person's "Report a problem" (may carry a screenshot)
 *   preload   a screen's code that failed to load (errorType preload-failure)
 * Automatic reports can carry very long stacks: text is cut to a cap rather than refused.
 */

export const ERROR_REPORT_KINDS = ["boundary", "sidebar", "preload"] as const;
export type ErrorReportKind = (typeof ERROR_REPORT_KINDS)[number];

export const SEVERITIES = ["low", "medium", "high", "critical"] as const;

/** The sidebar dialog's issue types and their labels (product.md §2.4), in the spec's order. */
export const ISSUE_TYPES = [
  { value: "plugin-runtime", label: "Plugin Runtime Error" },
  { value: "display-issue", label: "Display/UI Issue" },
  { value: "functionality", label: "Functionality Not Working" },
  { value: "performance", label: "Performance Problem" },
  { value: "other", label: "Other Issue" },
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number]["value"];
const issueTypeValues = ISSUE_TYPES.map((t) => t.value) as [IssueType, ...IssueType[]];
export const issueTypeLabel = (value: string) => ISSUE_TYPES.find((t) => t.value === value)?.label ?? value;

export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const SCREENSHOT_TOO_LARGE = "Screenshot must be 5 MB or smaller";
export const SCREENSHOT_WRONG_TYPE = "Screenshot must be a PNG, JPEG or WebP image";
/** A 5 MB image as a base64 data URL, plus its header. */
const SCREENSHOT_MAX_CHARS = Math.ceil((SCREENSHOT_MAX_BYTES * 4) / 3) + 100;

export const TEXT_CAPS = { message: 2000, stack: 20_000, short: 200, url: 2000, agent: 500, steps: 5000 } as const;

const capped = (max: number) => z.string().transform((s) => s.slice(0, max));
/** An optional text cut to `max` (a report is kept whole rather than refused: these are what the browser says). */
const cappedOptional = (max: number) =>
  z
    .string()
    .nullish()
    .transform((s) => (s ? s.slice(0, max) : undefined));
const message = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .transform((s) => s.slice(0, TEXT_CAPS.message));

const common = {
  stack: cappedOptional(TEXT_CAPS.stack),
  url: cappedOptional(TEXT_CAPS.url),
  userAgent: cappedOptional(TEXT_CAPS.agent),
  timestamp: cappedOptional(64),
};

export const boundaryReportSchema = z.object({
  kind: z.literal("boundary"),
  message: message("Message is required"),
  ...common,
  componentStack: cappedOptional(TEXT_CAPS.stack),
  severity: z.enum(SEVERITIES, { message: "Severity must be low, medium, high or critical" }).default("high"),
  source: capped(TEXT_CAPS.short).default("UI error boundary"),
});

export const preloadReportSchema = z.object({
  kind: z.literal("preload"),
  message: message("Message is required"),
  ...common,
  componentName: capped(TEXT_CAPS.short).default("unknown"),
  severity: z.enum(SEVERITIES, { message: "Severity must be low, medium, high or critical" }).default("medium"),
  source: capped(TEXT_CAPS.short).default("component-preloader"),
  errorType: z.literal("preload-failure"),
});

export const sidebarReportSchema = z.object({
  kind: z.literal("sidebar"),
  /** The person's description of the problem. */
  message: message("Description is required"),
  stack: cappedOptional(TEXT_CAPS.stack),
  component: cappedOptional(TEXT_CAPS.short),
  location: cappedOptional(TEXT_CAPS.url),
  timestamp: cappedOptional(64),
  browserInfo: z
    .object({
      userAgent: cappedOptional(TEXT_CAPS.agent),
      platform: cappedOptional(TEXT_CAPS.short),
      screenSize: cappedOptional(40),
      language: cappedOptional(40),
    })
    .prefault({}),
  pluginInfo: z
    .object({ name: cappedOptional(TEXT_CAPS.short), version: cappedOptional(40), type: cappedOptional(TEXT_CAPS.short) })
    .nullish()
    .transform((p) => p ?? undefined),
  issueType: z.enum(issueTypeValues, { message: "Please choose an issue type" }).default("other"),
  stepsToReproduce: cappedOptional(TEXT_CAPS.steps),
  /** Optional image as a data URL (data:image/png;base64,…); its type is checked by content on the server. */
  screenshot: z
    .string()
    .max(SCREENSHOT_MAX_CHARS, SCREENSHOT_TOO_LARGE)
    .regex(/^data:image\/[a-z+.-]+;base64,/i, SCREENSHOT_WRONG_TYPE)
    .nullish()
    .transform((s) => s ?? undefined),
});

/** The sidebar's "Report a problem" form (product.md §2.4): submit stays disabled while the description is empty. */
export const reportProblemFormSchema = z.object({
  issueType: z.enum(issueTypeValues, { message: "Please choose an issue type" }),
  description: z.string().trim().min(1, "Description is required").max(TEXT_CAPS.message, `Description must be at most ${TEXT_CAPS.message} characters`),
  stepsToReproduce: z.string().max(TEXT_CAPS.steps, `Steps must be at most ${TEXT_CAPS.steps} characters`).optional(),
});
export type ReportProblemForm = z.input<typeof reportProblemFormSchema>;

/** Which shape a body has: preload failures name their errorType, a person's report carries browserInfo or an issue type. */
export function detectErrorReportKind(body: Record<string, unknown>): ErrorReportKind {
  if (body.errorType === "preload-failure") return "preload";
  if ("browserInfo" in body || "issueType" in body || "location" in body || "component" in body) return "sidebar";
  return "boundary";
}

export const errorReportSchema = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) ? { ...v, kind: detectErrorReportKind(v as Record<string, unknown>) } : v),
  z.discriminatedUnion("kind", [boundaryReportSchema, sidebarReportSchema, preloadReportSchema]),
);
export type ErrorReport = z.output<typeof errorReportSchema>;

export type BoundaryReportInput = Omit<z.input<typeof boundaryReportSchema>, "kind">;
export type PreloadReportInput = Omit<z.input<typeof preloadReportSchema>, "kind">;
export type SidebarReportInput = Omit<z.input<typeof sidebarReportSchema>, "kind">;

export { errorFingerprint, DEDUPE_WINDOW_MS, DEDUPE_MAX_FINGERPRINTS } from "./fingerprint";
