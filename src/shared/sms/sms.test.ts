import { describe, expect, it } from "vitest";
import { ukMobileE164 } from "../common/fields";
import { smsSegments } from "./segments";
import { sendOutcome, sendSmsSchema, SMS_MESSAGES } from "./sms";

describe("ukMobileE164", () => {
  it("writes a UK mobile however it was typed as +447…", () => {
    for (const typed of [
      "07700 900123",
      "07700900123",
      "+44 7700 900123",
      "+44 (0)7700 900123",
      "0044 7700 900123",
      "447700900123",
      "07700-900-123",
      " (07700) 900.123 ",
    ])
      expect(ukMobileE164(typed), typed).toBe("+447700900123");
    expect(ukMobileE164("07624 123456")).toBe("+447624123456");
    expect(ukMobileE164("07123 456789")).toBe("+447123456789");
  });
  it("refuses what cannot take a text: landlines, pagers, personal numbers, numbers abroad, typos, nothing", () => {
    for (const typed of [
      "0113 496 0000",
      "020 7946 0000",
      "07600 123456",
      "07000 123456",
      "+33 6 12 34 56 78",
      "0770090012",
      "077009001234",
      "",
      null,
      undefined,
    ])
      expect(ukMobileE164(typed), String(typed)).toBeNull();
  });
});

describe("smsSegments", () => {
  it("counts GSM-7 in 160 for one part and 153 a part after", () => {
    expect(smsSegments("")).toMatchObject({ segments: 0, encoding: "GSM-7" });
    expect(smsSegments("a".repeat(160))).toMatchObject({ characters: 160, segments: 1, perSegment: 160, encoding: "GSM-7" });
    expect(smsSegments("a".repeat(161))).toMatchObject({ segments: 2, perSegment: 153 });
    expect(smsSegments("a".repeat(306))).toMatchObject({ segments: 2 });
    expect(smsSegments("a".repeat(307))).toMatchObject({ segments: 3 });
    expect(smsSegments("Site closed tomorrow: high winds")).toMatchObject({ segments: 1, units: 32, encoding: "GSM-7" });
  });
  it("counts the extension characters as two", () => {
    expect(smsSegments("€".repeat(80))).toMatchObject({ units: 160, segments: 1, encoding: "GSM-7" });
    expect(smsSegments("€".repeat(81))).toMatchObject({ units: 162, segments: 2 });
  });
  it("sends the whole message as UCS-2 for one character outside GSM: 70, then 67 a part", () => {
    expect(smsSegments("Site closed ’til Monday")).toMatchObject({ encoding: "UCS-2", segments: 1, perSegment: 70 });
    expect(smsSegments(`${"a".repeat(69)}🙂`)).toMatchObject({ encoding: "UCS-2", units: 71, segments: 2, perSegment: 67 });
    expect(smsSegments("ł".repeat(134))).toMatchObject({ segments: 2 });
    expect(smsSegments("ł".repeat(135))).toMatchObject({ segments: 3 });
  });
});

describe("sendSmsSchema", () => {
  const base = { audience: "worker", workerId: 3, message: "Site closed tomorrow" };
  const messagesOf = (v: unknown) => {
    const r = sendSmsSchema.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it("takes 1 to 1,600 characters, with the spec's message past it", () => {
    expect(sendSmsSchema.parse(base)).toMatchObject({ messageType: "sms" });
    expect(messagesOf({ ...base, message: "a".repeat(1600) })).toEqual([]);
    expect(messagesOf({ ...base, message: "a".repeat(1601) })).toEqual(["Message too long (max 1600 characters)"]);
    expect(messagesOf({ ...base, message: "   " })).toEqual([SMS_MESSAGES.messageRequired]);
  });
  it("needs the audience's own field and a known type", () => {
    expect(messagesOf({ audience: "employer", message: "x" })).toEqual([SMS_MESSAGES.employer]);
    expect(messagesOf({ audience: "contract", message: "x" })).toEqual([SMS_MESSAGES.contract]);
    expect(messagesOf({ ...base, messageType: "fax" })).toEqual([SMS_MESSAGES.type]);
  });
});

describe("sendOutcome", () => {
  it("says what was sent and who was skipped, in one line", () => {
    expect(sendOutcome({ provider: "twilio", recipients: 3, skipped: [{ workerId: 1, name: "Dan Cole" }] })).toBe(
      "3 sent, 1 without a mobile number: Dan Cole",
    );
    expect(sendOutcome({ provider: null, recipients: 2, skipped: [] })).toBe("2 kept in the SMS outbox (no provider is set up)");
  });
});
