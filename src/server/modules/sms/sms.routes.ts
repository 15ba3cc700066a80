import { SMS_MESSAGES } from "@shared/sms/sms";
import { SMS_RECEIPT_MAX_BYTES, smsEndpoints } from "@shared/sms/sms.endpoints";
import { routes } from "../../platform/endpoints";
import { forbidden, notFound } from "../../platform/errors";
import type { Module } from "../../platform/module";
import { smsProviderFrom } from "../../platform/sms/provider";
import { applyReceipt, listEmployers, listMessages, previewAudience, sendMessage } from "./sms.service";

/**
 * SMS and WhatsApp to workers (issue 33). The provider comes from the configuration once; without one
 * every message waits, pending, in the outbox admins read.
 */
export const smsRoutes: Module = async (app, { db, config }) => {
  const provider = smsProviderFrom(config);

  // Providers post receipts as HTML forms. Only these routes read form bodies (this plugin's scope),
  // and a receipt is small: anything larger is refused before it is read.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: SMS_RECEIPT_MAX_BYTES }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  routes(app, smsEndpoints, {
    send: (req) => sendMessage({ db, request: req, provider }, req.body),
    preview: (req) => previewAudience(db, req.query),
    employers: () => listEmployers(db),
    list: (req) => listMessages(db, req.query),
    outbox: async (req) => ({ ...(await listMessages(db, req.query)), provider: provider?.name ?? null }),
    receipt: async (req) => {
      if (!provider || !config.sms || req.params.provider !== provider.name) throw notFound(SMS_MESSAGES.providerNotFound);
      // The address the provider signed is the one it was given: PUBLIC_URL's origin and the path it called.
      const verdict = provider.verifyWebhook({ url: config.sms.callbackOrigin + req.url, headers: req.headers, params: req.body });
      if (verdict === "unsigned") throw forbidden(SMS_MESSAGES.unsigned);
      if (verdict === "invalid") throw forbidden(SMS_MESSAGES.badSignature);
      await applyReceipt(db, provider, req.body);
    },
  });
};
