import type { Config, SmsConfig } from "../../config";
import { createTwilioProvider } from "./twilio";
import type { SmsProvider } from "./types";

export * from "./types";

/** Every provider by SMS_PROVIDER's value: another provider is one more file and one more line here. */
const PROVIDERS: Record<SmsConfig["provider"], (config: SmsConfig) => SmsProvider> = {
  twilio: createTwilioProvider,
};

/** The provider the configuration names, or null: messages then wait in the outbox. */
export function smsProviderFrom(config: Pick<Config, "sms">): SmsProvider | null {
  return config.sms ? PROVIDERS[config.sms.provider](config.sms) : null;
}
