import type { CardStatus } from "@shared/workforce/worker";
import { ExpiryBadge } from "@web/components/register/documents-panel";
import { Badge } from "@web/components/ui/badge";

/** The filter's words for each card status. */
export const CARD_STATUS_OPTIONS: { value: CardStatus; label: string }[] = [
  { value: "valid", label: "Cards valid" },
  { value: "expiring", label: "Card expiring in 30 days" },
  { value: "expired", label: "Card expired" },
  { value: "none", label: "No card" },
];

/**
 * A worker's card status by the kit's one expiry rule (the server works it out): the worst of their
 * cards, so a worker whose only card ran out shows "Expired"; "No card" when they hold none.
 */
export function CardStatusBadge({ status }: { status: CardStatus }) {
  if (status === "none") return <Badge variant="outline">No card</Badge>;
  return <ExpiryBadge state={status}>{status === "valid" ? "Cards valid" : undefined}</ExpiryBadge>;
}

export const InductionBadge = ({ done }: { done: boolean }) =>
  done ? <Badge variant="success">Inducted</Badge> : <Badge variant="secondary">Not inducted</Badge>;
