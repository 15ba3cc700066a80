import type { CallInput, EndpointDef, ResponseOf } from "@shared/common/contract";
import type { BotAction } from "@shared/identity/auth";
import { ApiError } from "@web/lib/api";
import { callApi } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast";
import { BOT_CHECK_TEXTS, BotCheckError, takeBotToken } from "@web/lib/bot-check";

/** A sign-in call's body as the screen gives it: the token is added here. */
type BodyWithoutToken<E extends EndpointDef> = CallInput<E> extends { body: infer B } ? Omit<B, "recaptchaToken"> : never;

/**
 * POST with a fresh bot-check token; the request is not sent when no token can be had. Not retried
 * by apiRequest: a token is spent once, so the mutation's own retry (retryNetworkOnce) takes a new one.
 */
export async function guardedPost<E extends EndpointDef>(e: E, action: BotAction, body: BodyWithoutToken<E>): Promise<ResponseOf<E>> {
  const recaptchaToken = await takeBotToken(action);
  const sent = recaptchaToken === undefined ? body : { ...body, recaptchaToken };
  return callApi(e, { body: sent } as CallInput<E>, { retry: false });
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
