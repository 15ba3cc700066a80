import { SMS_MAX_LENGTH } from "@shared/sms/sms";
import { smsSegments } from "@shared/sms/segments";
import { formatCount } from "@web/lib/format";

/**
 * The message's length against the 1,600 limit and, for an SMS, the parts it will be sent as (each
 * part is charged): 160 characters in one part, 153 a part after, or 70 and 67 once a character
 * outside the GSM alphabet (an emoji, a curly quote) is in it.
 */
export function MessageCounter({ message, type }: { message: string; type: string }) {
  const s = smsSegments(message);
  const over = s.characters > SMS_MAX_LENGTH;
  const parts =
    type === "whatsapp"
      ? "WhatsApp: one message"
      : s.segments <= 1
        ? `1 SMS part (${s.perSegment} characters${s.encoding === "UCS-2" ? ", special characters" : ""})`
        : `${s.segments} SMS parts (${s.perSegment} characters each${s.encoding === "UCS-2" ? ", special characters" : ""})`;
  return (
    <span className="flex flex-wrap justify-between gap-x-3">
      <span className={over ? "font-medium text-red-700" : undefined}>
        {formatCount(s.characters)} / {formatCount(SMS_MAX_LENGTH)} characters
      </span>
      {s.characters > 0 && <span>{parts}</span>}
    </span>
  );
}
