/**
 * The SMS and WhatsApp provider (issue 33), chosen by SMS_PROVIDER. A provider sends one message, and
 * checks and reads the delivery receipts it posts back (`/api/sms/status/<name>`). Another provider is
 * one more file and one more line in PROVIDERS; without SMS_PROVIDER there is none, and messages wait
 * in the SMS outbox admins read, as email does without SMTP.
 */

export type SmsChannel = "sms" | "whatsapp";
/** Where the message stands as far as we track it (data-model.md §4 SMS status). */
export type SmsDeliveryStatus = "pending" | "sent" | "delivered" | "failed";

export type SmsSend = { to: string; body: string; type: SmsChannel };
export type SmsSent = { providerMessageId: string; status: SmsDeliveryStatus };

/** A provider's webhook as it reached us: the address it was sent to (as the provider signed it), the headers and the form fields. */
export type SmsWebhook = { url: string; headers: Record<string, string | string[] | undefined>; params: Record<string, string> };
/** A delivery receipt read: which message, where it stands, and the provider's error when it failed. */
export type SmsReceipt = { providerMessageId: string; status: SmsDeliveryStatus; errorMessage: string | null };

export type SmsProvider = {
  name: string;
  /** Sends one message; throws SmsProviderError with the provider's words when it is refused. */
  send: (message: SmsSend) => Promise<SmsSent>;
  /** "unsigned" when the request carries no signature, "invalid" when it does not check, "ok" when it is the provider's. */
  verifyWebhook: (request: SmsWebhook) => "ok" | "unsigned" | "invalid";
  /** The receipt in a verified webhook, or null when it is not one (another kind of callback). */
  parseReceipt: (params: Record<string, string>) => SmsReceipt | null;
};

/** A provider's refusal or failure, in its words ("Twilio 21211: The 'To' number is not a valid phone number"). */
export class SmsProviderError extends Error {}

/** The address a provider posts its receipts to, as the route serves it. */
export const receiptPath = (provider: string) => `/api/sms/status/${provider}`;
