import { Badge, type BadgeProps } from "@web/components/ui/badge";

const LOOK: Record<string, { label: string; variant: BadgeProps["variant"] }> = {
  outbox: { label: "In outbox", variant: "info" },
  queued: { label: "Sending", variant: "warning" },
  sent: { label: "Sent", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
};

export function EmailStatusBadge({ status }: { status: string }) {
  const look = LOOK[status] ?? { label: status, variant: "secondary" as const };
  return <Badge variant={look.variant}>{look.label}</Badge>;
}
