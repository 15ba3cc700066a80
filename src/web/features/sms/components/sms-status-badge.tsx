import { SMS_STATUS_LABELS, SMS_TYPE_LABELS, type SmsStatus, type SmsType } from "@shared/sms/sms";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

const VARIANT: Record<SmsStatus, BadgeProps["variant"]> = { pending: "warning", sent: "info", delivered: "success", failed: "destructive" };

/** A message's status in words and colour: pending amber, sent blue, delivered green, failed red. */
export function SmsStatusBadge({ status }: { status: string }) {
  const known = status in VARIANT ? (status as SmsStatus) : null;
  return <Badge variant={known ? VARIANT[known] : "secondary"}>{known ? SMS_STATUS_LABELS[known] : status}</Badge>;
}

export const smsTypeLabel = (type: string) => SMS_TYPE_LABELS[type as SmsType] ?? type;
