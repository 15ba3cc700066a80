import { PackagePlus } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { RequestList } from "./request-list";

type Props = {
  projectSlug: string;
  /** Contracts create: raising a request is a site record's right (decision 0036). */
  canRaise: boolean;
  onRaise: () => void;
  canDecide: boolean;
  canConvert: boolean;
  orderLink?: (id: number) => string;
  onConverted: (orderId: number) => void;
};

/**
 * A contract's own material requests, on its page beside the deliveries they turn into: the same
 * list, filters and actions as the Requests tab of /purchase-orders, for this contract only.
 */
export function ContractRequests({ projectSlug, canRaise, onRaise, ...list }: Props) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">Material requests</h2>
        {canRaise && (
          <Button variant="outline" onClick={onRaise}>
            <PackagePlus aria-hidden="true" />
            Request materials
          </Button>
        )}
      </div>
      <RequestList
        {...list}
        projectSlug={projectSlug}
        emptyText={
          canRaise ? "Ask the buyers for materials with Request materials: they approve it and turn it into an order." : "Site staff raise them from the diary."
        }
      />
    </div>
  );
}
