import os from "node:os";
import { z } from "zod";
import { COUNT_CAP } from "@shared/common/paging";

/** Environment → typed configuration, read and validated once at start. The only reader of process.env. */

const onOff = (name: string, fallback: "on" | "off") =>
  z
    .enum(["on", "off"], { message: `${name} must be "on" or "off"` })
    .default(fallback)
    .transform((v) => v === "on");

const positiveInt = (name: string, fallback: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be greater than 0`)
    .default(fallback);

const schema = z.object({
  PORT: z.coerce.number({ message: "PORT must be a port number" }).int().min(1, "PORT must be 1–65535").max(65535, "PORT must be 1–65535").default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "DATA_DIR must not be empty").default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  ADMIN_EMAIL: z.email("ADMIN_EMAIL must be a valid email address").optional(),
  ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional(),
  COMPANY_NAME: z.string().min(1).max(200).default("Demo Construction Ltd"),
  DEMO_DATA: onOff("DEMO_DATA", "on"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Sitebook <no-reply@sitebook.local>"),
  BOT_CHECK: onOff("BOT_CHECK", "on"),
  SESSION_IDLE_MINUTES: positiveInt("SESSION_IDLE_MINUTES", 8 * 60),
  SESSION_ABSOLUTE_HOURS: positiveInt("SESSION_ABSOLUTE_HOURS", 7 * 24),
  TRUST_PROXY: onOff("TRUST_PROXY", "off"),
  VALIDATE_RESPONSES: onOff("VALIDATE_RESPONSES", "off"),
  PUBLIC_URL: z.url({ protocol: /^https?$/, message: "PUBLIC_URL must be an http:// or https:// address, e.g. https://sitebook.example.co.uk" }).optional(),
  WEB_ROOT: z.string().min(1).optional(),
  // Site weather: a postcodes.io-style lookup (postcode → latitude/longitude) and an Open-Meteo-style
  // forecast API. Both set → live weather and the hourly snapshot job; both unset → weather is entered by hand.
  WEATHER_POSTCODE_URL: z
    .url({ protocol: /^https?$/, message: "WEATHER_POSTCODE_URL must be an http:// or https:// address, e.g. https://api.postcodes.io" })
    .optional(),
  WEATHER_API_URL: z
    .url({ protocol: /^https?$/, message: "WEATHER_API_URL must be an http:// or https:// address, e.g. https://api.open-meteo.com/v1/forecast" })
    .optional(),
  WEATHER_REFRESH_MINUTES: z.coerce
    .number({ message: "WEATHER_REFRESH_MINUTES must be a whole number" })
    .int("WEATHER_REFRESH_MINUTES must be a whole number")
    .min(0, "WEATHER_REFRESH_MINUTES must be 0 (off) or more")
    .default(60),
  // Public vehicle data (issue 33): DVLA's Vehicle Enquiry Service (tax, MOT expiry) and DVSA's MOT History
  // API (MOT tests and mileage). Off unless the DVLA key and the four DVSA settings are all set.
  DVLA_VES_API_KEY: z.string().min(1).optional(),
  DVLA_VES_URL: z
    .url({ protocol: /^https?$/, message: "DVLA_VES_URL must be an http:// or https:// address" })
    .default("https://driver-vehicle-licensing.api.gov.uk/vehicle-enquiry/v1/vehicles"),
  DVSA_MOT_CLIENT_ID: z.string().min(1).optional(),
  DVSA_MOT_CLIENT_SECRET: z.string().min(1).optional(),
  DVSA_MOT_API_KEY: z.string().min(1).optional(),
  DVSA_MOT_TOKEN_URL: z.url({ protocol: /^https?$/, message: "DVSA_MOT_TOKEN_URL must be an http:// or https:// address" }).optional(),
  DVSA_MOT_SCOPE: z.string().min(1).default("https://tapi.dvsa.gov.uk/.default"),
  DVSA_MOT_URL: z
    .url({ protocol: /^https?$/, message: "DVSA_MOT_URL must be an http:// or https:// address" })
    .default("https://history.mot.api.gov.uk/v1/trade/vehicles/registration"),
  // PDFs are drawn on worker threads (platform/pdf-renderer.ts). One core is left to the event loop and
  // the embedded database, so the API keeps answering while PDFs are drawn.
  PDF_WORKERS: positiveInt("PDF_WORKERS", Math.max(1, os.availableParallelism() - 1)),
  PDF_QUEUE_LIMIT: positiveInt("PDF_QUEUE_LIMIT", 20),
  PDF_USER_LIMIT: positiveInt("PDF_USER_LIMIT", 2),
  PDF_TIMEOUT_SECONDS: positiveInt("PDF_TIMEOUT_SECONDS", 30),
  // The JavaScript heap of each PDF worker: a worker that needs more is stopped and the PDF refused.
  // Below 64 MB a worker may not even start, and its PDF would wait for the timeout.
  PDF_WORKER_MEMORY_MB: z.coerce
    .number({ message: "PDF_WORKER_MEMORY_MB must be a whole number" })
    .int("PDF_WORKER_MEMORY_MB must be a whole number")
    .min(64, "PDF_WORKER_MEMORY_MB must be 64 or more")
    .default(256),
  // CSV exports stream a page of rows at a time (platform/csv-export.ts); these bound how many run at once and how long one may be.
  EXPORT_USER_LIMIT: positiveInt("EXPORT_USER_LIMIT", 2),
  EXPORT_LIMIT: positiveInt("EXPORT_LIMIT", 10),
  EXPORT_MAX_ROWS: positiveInt("EXPORT_MAX_ROWS", 200_000),
  // Lists across every contract count their rows no further than this (platform/capped-count.ts).
  COUNT_CAP: positiveInt("COUNT_CAP", COUNT_CAP),
  // SMS and WhatsApp to workers (issue 33): off unless SMS_PROVIDER names a provider; without one every
  // message waits in the SMS outbox admins read. Twilio's keys, and its API's address (a local fake in tests).
  SMS_PROVIDER: z.enum(["twilio"], { message: 'SMS_PROVIDER must be "twilio" (or unset: messages wait in the SMS outbox)' }).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, "TWILIO_AUTH_TOKEN must be at least 16 characters").optional(),
  TWILIO_FROM: z.string().min(3).max(20).optional(),
  TWILIO_WHATSAPP_FROM: z.string().min(3).max(20).optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/, message: "TWILIO_API_URL must be an http:// or https:// address" }).default("https://api.twilio.com"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("warn"),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail?: string;
  adminPassword?: string;
  companyName: string;
  demoData: boolean;
  smtpUrl?: string;
  mailFrom: string;
  botCheck: boolean;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  trustProxy: boolean;
  /** The origin users open the app at (PUBLIC_URL), when the server cannot see it (a proxy that rewrites Host). */
  publicOrigin?: string;
  logLevel: string;
  /** Postcode lookup and forecast services; both present or both absent (no weather provider). */
  weatherPostcodeUrl?: string;
  weatherApiUrl?: string;
  /** How often the weather job looks for projects without today's snapshot; 0 turns the job off. */
  weatherRefreshMinutes: number;
  /** DVLA and DVSA public vehicle data (platform/vehicle-data); absent: off, dates are typed by hand. */
  vehicleData?: {
    dvlaApiKey: string;
    dvlaUrl: string;
    motClientId: string;
    motClientSecret: string;
    motApiKey: string;
    motTokenUrl: string;
    motScope: string;
    motUrl: string;
  };
  /** Where the built client lives (WEB_ROOT, else dist/web); absent in API tests. */
  webRoot?: string;
  /** Worker threads that draw PDFs. */
  pdfWorkers: number;
  /** PDFs that may wait for a worker; beyond them (plus those being drawn) the answer is 503. */
  pdfQueueLimit: number;
  /** PDFs one user may have in progress at once; beyond them the answer is 429. */
  pdfUserLimit: number;
  /** A PDF not drawn within this time (waiting included) is abandoned with 503. */
  pdfTimeoutMs: number;
  /** The old-generation heap of each PDF worker thread (resourceLimits); beyond it the worker is stopped and the PDF refused. */
  pdfWorkerMemoryMb: number;
  /** CSV exports one user may have in progress at once; beyond them the answer is 429. */
  exportUserLimit: number;
  /** CSV exports in progress across everyone; beyond them the answer is 503. */
  exportLimit: number;
  /** Rows one CSV export may hold; a larger one is refused with 400 (narrow the dates). */
  exportMaxRows: number;
  /** Lists across every contract count at most this many rows; past it they say "10,000+" (issue 13). */
  countCap: number;
  /** The SMS provider and its keys (SMS_PROVIDER); absent: messages wait in the SMS outbox. */
  sms?: SmsConfig;
  /** Check every JSON answer against its endpoint's response schema (on in the tests; off in production, where it costs time). */
  validateResponses: boolean;
};

/**
 * A Twilio-style provider (platform/sms/twilio.ts). `from`: the SMS sender (a number or an alphanumeric
 * ID); `whatsappFrom`: the WhatsApp sender's number; `callbackOrigin`: where the provider posts delivery
 * receipts (PUBLIC_URL: the address it signs must be the one it was given).
 */
export type SmsConfig = {
  provider: "twilio";
  accountSid: string;
  authToken: string;
  from?: string;
  whatsappFrom?: string;
  apiUrl: string;
  callbackOrigin: string;
};

export class ConfigError extends Error {}

/** SMS_PROVIDER's keys, each required once it is set: a provider half-configured stops the start with every gap named. */
function smsConfig(c: z.output<typeof schema>): SmsConfig | undefined {
  if (!c.SMS_PROVIDER) return undefined;
  const missing = [
    ...(c.TWILIO_ACCOUNT_SID ? [] : ["TWILIO_ACCOUNT_SID is required with SMS_PROVIDER=twilio"]),
    ...(c.TWILIO_AUTH_TOKEN ? [] : ["TWILIO_AUTH_TOKEN is required with SMS_PROVIDER=twilio"]),
    ...(c.TWILIO_FROM || c.TWILIO_WHATSAPP_FROM ? [] : ["TWILIO_FROM or TWILIO_WHATSAPP_FROM is required with SMS_PROVIDER=twilio"]),
    ...(c.PUBLIC_URL ? [] : ["PUBLIC_URL is required with SMS_PROVIDER: delivery receipts are posted to it"]),
  ];
  if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join("\n")}`);
  return {
    provider: c.SMS_PROVIDER,
    accountSid: c.TWILIO_ACCOUNT_SID!,
    authToken: c.TWILIO_AUTH_TOKEN!,
    from: c.TWILIO_FROM,
    whatsappFrom: c.TWILIO_WHATSAPP_FROM,
    apiUrl: c.TWILIO_API_URL.replace(/\/+$/, ""),
    callbackOrigin: new URL(c.PUBLIC_URL!).origin,
  };
}

/** Empty strings count as unset, as a shell's `FOO= npm start` means. */
function clean(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(clean(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  if (Boolean(c.WEATHER_POSTCODE_URL) !== Boolean(c.WEATHER_API_URL)) {
    throw new ConfigError(
      "Invalid configuration:\n  WEATHER_POSTCODE_URL and WEATHER_API_URL must be set together (or both left unset for weather entered by hand)",
    );
  }
  const vehicleKeys = [c.DVLA_VES_API_KEY, c.DVSA_MOT_CLIENT_ID, c.DVSA_MOT_CLIENT_SECRET, c.DVSA_MOT_API_KEY, c.DVSA_MOT_TOKEN_URL];
  if (vehicleKeys.some(Boolean) && !vehicleKeys.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  DVLA_VES_API_KEY, DVSA_MOT_CLIENT_ID, DVSA_MOT_CLIENT_SECRET, DVSA_MOT_API_KEY and DVSA_MOT_TOKEN_URL must be set together (or all left unset: public vehicle data off)",
    );
  }
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    adminEmail: c.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: c.ADMIN_PASSWORD,
    companyName: c.COMPANY_NAME,
    demoData: c.DEMO_DATA,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    botCheck: c.BOT_CHECK,
    sessionIdleMs: c.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: c.SESSION_ABSOLUTE_HOURS * 3_600_000,
    trustProxy: c.TRUST_PROXY,
    publicOrigin: c.PUBLIC_URL ? new URL(c.PUBLIC_URL).origin : undefined,
    logLevel: c.LOG_LEVEL,
    weatherPostcodeUrl: c.WEATHER_POSTCODE_URL,
    weatherApiUrl: c.WEATHER_API_URL,
    weatherRefreshMinutes: c.WEATHER_REFRESH_MINUTES,
    vehicleData: c.DVLA_VES_API_KEY
      ? {
          dvlaApiKey: c.DVLA_VES_API_KEY,
          dvlaUrl: c.DVLA_VES_URL,
          motClientId: c.DVSA_MOT_CLIENT_ID!,
          motClientSecret: c.DVSA_MOT_CLIENT_SECRET!,
          motApiKey: c.DVSA_MOT_API_KEY!,
          motTokenUrl: c.DVSA_MOT_TOKEN_URL!,
          motScope: c.DVSA_MOT_SCOPE,
          motUrl: c.DVSA_MOT_URL,
        }
      : undefined,
    webRoot: c.WEB_ROOT,
    pdfWorkers: c.PDF_WORKERS,
    pdfQueueLimit: c.PDF_QUEUE_LIMIT,
    pdfUserLimit: c.PDF_USER_LIMIT,
    pdfTimeoutMs: c.PDF_TIMEOUT_SECONDS * 1000,
    pdfWorkerMemoryMb: c.PDF_WORKER_MEMORY_MB,
    exportUserLimit: c.EXPORT_USER_LIMIT,
    exportLimit: c.EXPORT_LIMIT,
    exportMaxRows: c.EXPORT_MAX_ROWS,
    countCap: c.COUNT_CAP,
    validateResponses: c.VALIDATE_RESPONSES,
    sms: smsConfig(c),
  };
}
