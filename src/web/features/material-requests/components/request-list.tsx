import { useState, type ReactNode } from "react";
import { Link } from "@web/lib/router";
import { Check, FileOutput, PackageSearch, X } from "lucide-react";
import { MR_STATUSES, URGENCY_LEVELS, mrStatusLabel, urgencyLabel, type MaterialRequestView } from "@shared/material-requests/material-request";
import { allowedNextStatuses, requestDecisionRefusal } from "@shared/material-requests/workflow";
import { PagedList } from "@web/components/register/paged-list";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { param, useUrlFilters } from "@web/lib/use-url-filters";
import { useUser } from "@web/features/auth/api/get-user";
import { useConvertRequest, useDecideRequest, useMaterialRequests } from "../api/material-requests";
import { RejectRequestDialog } from "./reject-request-dialog";

const URGENCY_VARIANT: Record<string, BadgeProps["variant"]> = { normal: "secondary", urgent: "warning", critical: "destructive" };
const STATUS_VARIANT: Record<string, BadgeProps["variant"]> = { pending: "info", approved: "success", rejected: "outline", converted_to_po: "secondary" };

type Props = {
  canDecide: boolean;
  canConvert: boolean;
  /** Where an order opens; without it (no Purchase Orders view) the order's number is plain text. */
  orderLink?: (id: number) => string;
  onConverted: (orderId: number) => void;
  /** One contract's requests (its page), else every contract's. */
  projectSlug?: string;
  /** What the empty list says to do. */
  emptyText?: string;
};

/**
 * Site requests, pending and most urgent first; buyers decide and convert. The Requests tab of
 * /purchase-orders, and with `projectSlug` the contract page's own list (the same actions).
 */
export function RequestList({
  canDecide,
  canConvert,
  orderLink,
  onConverted,
  projectSlug,
  emptyText = "Site staff raise them from a contract's diary.",
}: Props) {
  const url = useUrlFilters({ status: param.option(MR_STATUSES), urgency: param.option(URGENCY_LEVELS) });
  const list = useMaterialRequests({ page: url.page, ...url.values }, projectSlug);
  const { user } = useUser();
  const decide = useDecideRequest();
  const convert = useConvertRequest();
  const [rejecting, setRejecting] = useState<number | null>(null);

  const failed = (error: unknown) => toast({ title: "Error", description: errorText(error, "The request could not be updated"), variant: "destructive" });

  return (
    <section aria-label="Material requests" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="grid gap-2 sm:grid-cols-[12rem_12rem]">
        <Select aria-label="Status" placeholder="All statuses" options={MR_STATUSES} {...url.select("status")} />
        <Select aria-label="Urgency" placeholder="Any urgency" options={URGENCY_LEVELS} {...url.select("urgency")} />
      </div>
      <PagedList
        query={list}
        errorTitle="The material requests could not be loaded"
        filtered={url.filtered}
        empty={{ icon: PackageSearch, title: "No material requests", text: emptyText }}
        noMatch={{ title: "No material requests match", text: "Clear the filters to see every request." }}
        itemKey={(r) => r.id}
        card={(r) => {
          const next = allowedNextStatuses(r.status);
          // Nobody decides their own request (decision 0052).
          const decides = canDecide && user !== null && requestDecisionRefusal({ requestedBy: r.requestedBy?.id ?? null }, user) === null;
          const mayApprove = decides && next.includes("approved");
          const mayReject = decides && next.includes("rejected");
          const mayConvert = canConvert && next.includes("converted_to_po");
          return (
            <RequestCard
              request={r}
              highlighted={url.params.get("request") === String(r.id)}
              orderLink={orderLink}
              showProject={!projectSlug}
              actions={
                (mayApprove || mayReject || mayConvert) && (
                  <>
                    {mayApprove && (
                      <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate({ id: r.id, approve: true }, { onError: failed })}>
                        <Check aria-hidden="true" />
                        Approve
                      </Button>
                    )}
                    {mayReject && (
                      <Button size="sm" variant="outline" onClick={() => setRejecting(r.id)}>
                        <X aria-hidden="true" />
                        Reject
                      </Button>
                    )}
                    {mayConvert && (
                      <Button
                        size="sm"
                        disabled={convert.isPending}
                        onClick={() =>
                          convert.mutate(r.id, {
                            onSuccess: (done) => {
                              toast({ title: "Success", description: `Draft ${done.poNumber} created from material request #${r.id}` });
                              onConverted(done.orderId);
                            },
                            onError: failed,
                          })
                        }
                      >
                        <FileOutput aria-hidden="true" />
                        {convert.isPending ? "Converting..." : "Convert to PO"}
                      </Button>
                    )}
                  </>
                )
              }
            />
          );
        }}
        onPage={url.setPage}
        pagerOnlyWhenPaged
      />
      <RejectRequestDialog
        requestId={rejecting}
        pending={decide.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) =>
          rejecting !== null &&
          decide.mutate(
            { id: rejecting, approve: false, reason },
            {
              onSuccess: () => {
                toast({ title: "Success", description: `Material request #${rejecting} rejected` });
                setRejecting(null);
              },
              onError: failed,
            },
          )
        }
      />
    </section>
  );
}

function RequestCard({
  request: r,
  highlighted,
  orderLink,
  showProject,
  actions,
}: {
  request: MaterialRequestView;
  highlighted: boolean;
  orderLink?: (id: number) => string;
  showProject: boolean;
  actions: ReactNode;
}) {
  return (
    <Card className={highlighted ? "ring-2 ring-brand" : undefined} data-testid={`material-request-${r.id}`}>
      <CardContent className="grid gap-2 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-slate-900">#{r.id}</span>
          <Badge variant={URGENCY_VARIANT[r.urgencyLevel]}>{urgencyLabel(r.urgencyLevel)}</Badge>
          <Badge variant={STATUS_VARIANT[r.status]}>{mrStatusLabel(r.status)}</Badge>
          {showProject && <span className="min-w-0 text-sm break-words text-slate-600">{r.projectName}</span>}
        </div>
        <p className="text-sm break-words whitespace-pre-line text-slate-900">{r.materialDescription}</p>
        <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-600 sm:grid-cols-3">
          <div>
            <dt className="inline font-medium">Needed: </dt>
            <dd className="inline">{formatDate(r.dateNeeded)}</dd>
          </div>
          {r.quantityEstimate && (
            <div className="min-w-0 break-words">
              <dt className="inline font-medium">Quantity: </dt>
              <dd className="inline">{r.quantityEstimate}</dd>
            </div>
          )}
          <div className="min-w-0 break-words">
            {/* Who asked is the contract's paperwork: without Contracts view only the day is shown (decision 0015). */}
            <dt className="inline font-medium">{r.requestedByName === undefined ? "Raised: " : "Requested by: "}</dt>
            <dd className="inline">{r.requestedByName === undefined ? formatDate(r.createdAt) : `${r.requestedByName}, ${formatDate(r.createdAt)}`}</dd>
          </div>
        </dl>
        {r.rejectionReason && (
          <p className="text-sm break-words text-slate-700">
            <span className="font-medium">Rejected:</span> {r.rejectionReason}
          </p>
        )}
        {r.convertedToPo && (
          <p className="text-sm">
            {orderLink ? (
              <Link to={orderLink(r.convertedToPo.id)} className="font-medium text-brand underline-offset-2 hover:underline">
                {r.convertedToPo.poNumber}
              </Link>
            ) : (
              <span className="font-medium text-slate-900">{r.convertedToPo.poNumber}</span>
            )}
          </p>
        )}
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </CardContent>
    </Card>
  );
}
