import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_SID, FAKE_TOKEN, startFakeTwilio, type FakeTwilio } from "../../test/fake-twilio";
import { createTwilioProvider, twilioSignature } from "./twilio";
import { smsProviderFrom } from "./provider";

let fake: FakeTwilio;
beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterAll(() => fake.close());

const config = () => ({
  provider: "twilio" as const,
  accountSid: FAKE_SID,
  authToken: FAKE_TOKEN,
  from: "+447700900999",
  whatsappFrom: "+447700900998",
  apiUrl: fake.url,
  callbackOrigin: "https://sitebook.example.co.uk",
});

describe("twilioSignature", () => {
  it("matches the example in Twilio's webhook security documentation", () => {
    // twilio.com/docs/usage/security (Validating requests): this URL, these fields and the token 12345.
    const params = { CallSid: "CA1234567890ABCDE", Caller: "+12349013030", Digits: "1234", From: "+12349013030", To: "+18005551212" };
    expect(twilioSignature("12345", "https://mycompany.com/myapp.php?foo=1&bar=2", params)).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
  });
});

describe("the Twilio provider against a local fake", () => {
  it("is off without SMS_PROVIDER and Twilio with it", () => {
    expect(smsProviderFrom({})).toBeNull();
    expect(smsProviderFrom({ sms: config() })?.name).toBe("twilio");
  });

  it("posts an SMS as a form with basic auth and the status callback, and reads the id", async () => {
    const sent = await createTwilioProvider(config()).send({ to: "+447700900123", body: "Site closed tomorrow: high winds", type: "sms" });
    expect(sent).toEqual({ providerMessageId: expect.stringMatching(/^SM\d{32}$/), status: "sent" });
    const last = fake.requests.at(-1)!;
    expect(last.path).toBe(`/2010-04-01/Accounts/${FAKE_SID}/Messages.json`);
    expect(last.form).toEqual({
      To: "+447700900123",
      From: "+447700900999",
      Body: "Site closed tomorrow: high winds",
      StatusCallback: "https://sitebook.example.co.uk/api/sms/status/twilio",
    });
  });

  it("writes both numbers whatsapp:+44… for WhatsApp", async () => {
    await createTwilioProvider(config()).send({ to: "+447700900123", body: "Hello", type: "whatsapp" });
    expect(fake.requests.at(-1)!.form).toMatchObject({ To: "whatsapp:+447700900123", From: "whatsapp:+447700900998" });
  });

  it("gives Twilio's refusal in its words, and says when it cannot be reached", async () => {
    const provider = createTwilioProvider(config());
    await expect(provider.send({ to: "+447700900000", body: "x", type: "sms" })).rejects.toThrow(
      "Twilio 21211: The 'To' number +447700900000 is not a valid phone number.",
    );
    await expect(createTwilioProvider({ ...config(), authToken: "another-token-00000" }).send({ to: "+447700900123", body: "x", type: "sms" })).rejects.toThrow(
      "Twilio 20003: Authenticate",
    );
    fake.mode = "hang-up";
    await expect(provider.send({ to: "+447700900123", body: "x", type: "sms" })).rejects.toThrow(/^Twilio could not be reached/);
    fake.mode = "ok";
    await expect(createTwilioProvider({ ...config(), whatsappFrom: undefined }).send({ to: "+447700900123", body: "x", type: "whatsapp" })).rejects.toThrow(
      "No sender is set up for WhatsApp (TWILIO_WHATSAPP_FROM)",
    );
  });

  it("checks a receipt's signature and reads it", () => {
    const provider = createTwilioProvider(config());
    const url = "https://sitebook.example.co.uk/api/sms/status/twilio";
    const params = { MessageSid: "SM1", MessageStatus: "undelivered", ErrorCode: "30003", AccountSid: FAKE_SID };
    const signature = twilioSignature(FAKE_TOKEN, url, params);
    expect(provider.verifyWebhook({ url, params, headers: { "x-twilio-signature": signature } })).toBe("ok");
    expect(provider.verifyWebhook({ url, params, headers: {} })).toBe("unsigned");
    expect(provider.verifyWebhook({ url, params: { ...params, MessageStatus: "delivered" }, headers: { "x-twilio-signature": signature } })).toBe("invalid");
    expect(provider.verifyWebhook({ url: `${url}?x=1`, params, headers: { "x-twilio-signature": signature } })).toBe("invalid");
    expect(provider.parseReceipt(params)).toEqual({ providerMessageId: "SM1", status: "failed", errorMessage: "Twilio 30003" });
    expect(provider.parseReceipt({ MessageSid: "SM1", MessageStatus: "read" })).toEqual({ providerMessageId: "SM1", status: "delivered", errorMessage: null });
    expect(provider.parseReceipt({ Foo: "bar" })).toBeNull();
  });
});
