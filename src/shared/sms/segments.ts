/**
 * How many SMS parts a message costs (3GPP TS 23.038): a message of the GSM 7-bit alphabet takes 160
 * characters in one part and 153 a part once split (the rest carries the joining header); one
 * character outside it (an emoji, a curly quote, "ł") sends the whole message as UCS-2: 70 in one
 * part, 67 a part once split. The extension characters (€, [, ], {, }, \, ^, ~, |) are two septets.
 * WhatsApp has no parts; the counter says so for that type.
 */

const GSM_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "\f^{}\\[~]|€";
const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsEncoding = "GSM-7" | "UCS-2";
export type SmsSegments = {
  /** Characters as the 1,600 limit counts them (UTF-16 units, as the form's and the server's check do). */
  characters: number;
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the message takes. */
  units: number;
  /** Parts the message is sent as: 0 for an empty message. */
  segments: number;
  /** What one part holds at this length: 160 or 153, 70 or 67. */
  perSegment: number;
};

/** The encoding, length and parts of a message. */
export function smsSegments(message: string): SmsSegments {
  let septets = 0;
  let gsm = true;
  for (const ch of message) {
    if (BASIC.has(ch)) septets += 1;
    else if (EXTENSION.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const [single, multi, units] = gsm ? [160, 153, septets] : [70, 67, message.length];
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi);
  return { characters: message.length, encoding: gsm ? "GSM-7" : "UCS-2", units, segments, perSegment: segments > 1 ? multi : single };
}
