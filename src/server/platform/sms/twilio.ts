import { createHmac, timingSafeEqual } from "node:crypto";
import type { SmsConfig } from "../../config";
import { receiptPath, SmsProviderError, type SmsDeliveryStatus, type SmsProvider, type SmsWebhook } from "./types";

/**
 * Twilio's Programmable Messaging (and anything that speaks its API): a message is a form POST to
 * {api}/2010-04-01/Accounts/{AccountSid}/Messages.json with basic auth SID:token; WhatsApp is the same
 * call with both numbers written `whatsapp:+44…`. Delivery receipts come back to StatusCallback, signed
 * in X-Twilio-Signature (twilioSignature below).
 */

const SEND_TIMEOUT_MS = 15_000;

/**
 * Twilio's request signature: base64(HMAC-SHA1(auth token, the full URL it called + every POST field,
 * sorted by name, as name followed by value)) — twilio.com/docs/usage/webhooks/webhooks-security.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/**
 * Twilio's message statuses in ours: read (WhatsApp) counts as delivered; undelivered and canceled as
 * failed; queued, accepted, scheduled and sending as sent (the provider has it).
 */
export function twilioStatus(status: string | undefined): SmsDeliveryStatus {
  switch (status) {
    case "delivered":
    case "read":
      return "delivered";
    case "failed":
    case "undelivered":
    case "canceled":
      return "failed";
    default:
      return "sent";
  }
}

const header = (headers: SmsWebhook["headers"], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function createTwilioProvider(config: SmsConfig): SmsProvider {
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  const messagesUrl = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const statusCallback = config.callbackOrigin + receiptPath("twilio");
  return {
    name: "twilio",
    async send({ to, body, type }) {
      const from = type === "whatsapp" ? config.whatsappFrom : config.from;
      if (!from) throw new SmsProviderError(`No sender is set up for ${type === "whatsapp" ? "WhatsApp (TWILIO_WHATSAPP_FROM)" : "SMS (TWILIO_FROM)"}`);
      const channel = (n: string) => (type === "whatsapp" ? `whatsapp:${n}` : n);
      const form = new URLSearchParams({ To: channel(to), From: channel(from), Body: body, StatusCallback: statusCallback });
      let res: Response;
      try {
        res = await fetch(messagesUrl, {
          method: "POST",
          headers: { authorization: auth, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: form,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (e) {
        throw new SmsProviderError(`Twilio could not be reached: ${e instanceof Error ? e.message : String(e)}`);
      }
      const answer = (await res.json().catch(() => ({}))) as { sid?: string; status?: string; code?: number; message?: string };
      if (!res.ok || !answer.sid) {
        const code = answer.code ? ` ${answer.code}` : "";
        throw new SmsProviderError(`Twilio${code}: ${answer.message ?? `HTTP ${res.status}`}`);
      }
      return { providerMessageId: answer.sid, status: twilioStatus(answer.status) };
    },
    verifyWebhook({ url, headers, params }) {
      const given = header(headers, "x-twilio-signature");
      if (!given) return "unsigned";
      const expected = Buffer.from(twilioSignature(config.authToken, url, params));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? "ok" : "invalid";
    },
    parseReceipt(params) {
      const id = params.MessageSid ?? params.SmsSid;
      const status = params.MessageStatus ?? params.SmsStatus;
      if (!id || !status) return null;
      const mapped = twilioStatus(status);
      const error = params.ErrorCode ? `Twilio ${params.ErrorCode}${params.ErrorMessage ? `: ${params.ErrorMessage}` : ""}` : null;
      return { providerMessageId: id, status: mapped, errorMessage: mapped === "failed" ? (error ?? `Twilio: ${status}`) : null };
    },
  };
}
