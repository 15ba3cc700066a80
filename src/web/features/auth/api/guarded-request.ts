import { ApiError, apiRequest } from "@web/lib/api";
import { toast } from "@web/components/ui/toast";
import { BOT_CHECK_TEXTS, BotCheckError, takeBotToken, type BotAction } from "../lib/bot-check";

/**
 * POST with a fresh bot-check token; the request is not sent when no token can be had. Not retried
 * by apiRequest: a token is spent once, so the mutation's own retry (retryNetworkOnce) takes a new one.
 */
export async function guardedPost<T>(url: string, action: BotAction, body: Record<string, unknown>): Promise<T> {
  const recaptchaToken = await takeBotToken(action);
  return apiRequest<T>("POST", url, recaptchaToken === undefined ? body : { ...body, recaptchaToken }, { retry: false });
}

/** The sign-in calls' one retry after a network failure, with a fresh bot-check token; a failed bot check is shown at once. */
export const retryNetworkOnce = (count: number, error: unknown) => count < 1 && !(error instanceof ApiError) && !(error instanceof BotCheckError);

/** fetch rejects with a TypeError when the server cannot be reached at all. */
export const isNetworkError = (error: unknown) => error instanceof TypeError;

/** product.md §8: "Security Check Failed" with the check's error, else "Please try again.". True when handled. */
export function toastIfBotCheckFailed(error: unknown): boolean {
  if (!(error instanceof BotCheckError)) return false;
  toast({ title: "Security Check Failed", description: error.message || "Please try again.", variant: "destructive" });
  return true;
}

export { BOT_CHECK_TEXTS };
