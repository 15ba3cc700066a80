import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { activityLogs, outboxEmails } from "../../db/schema/index";
import type { TestApp } from "../../test/harness";

export { signedIn } from "../../test/sessions";

export const emailsOfKind = (t: TestApp, kind: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.kind, kind));

export const auditRows = (t: TestApp, action: string, entityId: number) =>
  t.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.action, action), eq(activityLogs.entityId, String(entityId))));

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
export const dataUrl = (bytes: Buffer, type = "image/png") => `data:${type};base64,${bytes.toString("base64")}`;

export const boundary = (message: string, stack = `Error: ${message}\n    at Screen (app.js:1:1)\n    at Route (app.js:2:2)\n    at Shell (app.js:3:3)`) => ({
  message,
  stack,
  componentStack: "\n    at Screen\n    at Route",
  url: "http://localhost/suppliers",
  userAgent: "Vitest",
  timestamp: new Date().toISOString(),
  severity: "high",
  source: "UI error boundary",
});

export const sidebar = (message: string, extra: Record<string, unknown> = {}) => ({
  message,
  stack: "",
  component: "Sidebar report",
  location: "http://localhost/materials",
  timestamp: new Date().toISOString(),
  browserInfo: { userAgent: "Vitest", platform: "Linux", screenSize: "1280x800", language: "en-GB" },
  issueType: "display-issue",
  ...extra,
});
