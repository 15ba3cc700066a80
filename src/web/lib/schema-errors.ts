import type { z } from "zod";

/**
 * The first message a schema gave each field it refused, keyed by the field's path joined with dots
 * ("email", "scores.0.likelihood"). For the forms that check with safeParse rather than through
 * react-hook-form: the light sign-in form, the risk editor, the footprint's date range.
 */
export function messagesByField(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) messages[issue.path.join(".")] ??= issue.message;
  return messages;
}
