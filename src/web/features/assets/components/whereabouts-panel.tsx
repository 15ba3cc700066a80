import { useState, type ReactNode } from "react";
import { ArrowRightLeft, ClipboardList, LogIn, LogOut, PackageX, TriangleAlert } from "lucide-react";
import { assetConditionLabel } from "@shared/assets/asset";
import type { CheckOutView, Whereabouts } from "@shared/assets/asset-use";
import { ukDay } from "@shared/common/uk-dates";
import { QueryBody } from "@web/components/forms/query-body";
import { PagedList } from "@web/components/register/paged-list";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { formatDateTime } from "@web/lib/format";
import { useSearchParams } from "@web/lib/router";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useCheckOuts, useWhereabouts } from "../api/asset-use";
import { CheckOutDialog } from "./check-out-dialog";
import { CheckInDialog, MoveDialog, OffHireDialog } from "./movement-dialogs";

const DIALOGS = ["checkout", "checkin", "move", "offhire"] as const;
type DialogName = (typeof DIALOGS)[number];
const isDialog = (v: string | null): v is DialogName => DIALOGS.includes(v as DialogName);

const overdueText = (c: CheckOutView) => (c.daysOverdue === 1 ? "Overdue by 1 day" : `Overdue by ${c.daysOverdue} days`);

/**
 * "Whereabouts" on the asset page (issue 32, decision 0075): where it is, who has it, when it is due
 * back (an overdue return stands out, in words), the actions, and the check-outs before. The scan's
 * actions open a dialog straight away through the address: ?do=checkout, checkin, move (or offhire).
 */
export function AssetWhereabouts({ assetId }: { assetId: number }) {
  const read = useWhereabouts(assetId);
  const can = usePermission();
  const [params, setParams] = useSearchParams();
  const asked = params.get("do");
  const [open, setOpen] = useState<DialogName | null>(null);
  const a = read.data;
  // The address's dialog opens once the asset is known; closing it takes ?do= off, so Back does not reopen it.
  const shown = open ?? (a && isDialog(asked) ? asked : null);
  const close = () => {
    setOpen(null);
    if (asked) {
      const next = new URLSearchParams(params);
      next.delete("do");
      setParams(next, { replace: true });
    }
  };
  const canCreate = can("Assets", "create");
  const canEdit = can("Assets", "edit");

  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 sm:pt-6">
        <h2 className="text-base font-semibold text-slate-900">Whereabouts</h2>
        <QueryBody read={read} rows={["h-16", "h-10"]} errorTitle="Where it is could not be loaded">
          {a && (
            <>
              {a.outOfUse && (
                <p role="status" className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    <strong>Out of use</strong>
                    {a.outOfUseReason ? `: ${a.outOfUseReason}` : ""}. It cannot be checked out until it is cleared.
                  </span>
                </p>
              )}
              <Facts a={a} />
              <div className="flex flex-wrap gap-2">
                {canCreate && !a.holder && (
                  <Button onClick={() => setOpen("checkout")}>
                    <LogOut aria-hidden="true" /> Check out
                  </Button>
                )}
                {canCreate && a.holder && (
                  <Button onClick={() => setOpen("checkin")}>
                    <LogIn aria-hidden="true" /> Check in
                  </Button>
                )}
                {canEdit && !a.holder && (
                  <Button variant="outline" onClick={() => setOpen("move")}>
                    <ArrowRightLeft aria-hidden="true" /> Move
                  </Button>
                )}
                {canEdit && a.hire && (
                  <Button variant="outline" onClick={() => setOpen("offhire")}>
                    <PackageX aria-hidden="true" /> Off-hire
                  </Button>
                )}
              </div>
              <History assetId={assetId} />
              {shown === "checkout" && !a.holder && <CheckOutDialog asset={a} canOverride={canEdit} onClose={close} />}
              {shown === "checkin" && a.holder && <CheckInDialog asset={a} onClose={close} />}
              {shown === "move" && <MoveDialog asset={a} onClose={close} />}
              {shown === "offhire" && a.hire && <OffHireDialog asset={a} onClose={close} />}
            </>
          )}
        </QueryBody>
      </CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Facts({ a }: { a: Whereabouts }) {
  const c = a.checkOut;
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      <Fact label="Place">
        {a.place ? a.place.name : "The yard"}
        {a.location && <span className="block text-xs text-slate-500">{a.location}</span>}
      </Fact>
      <Fact label="Arrived">{a.arrivedOn ? ukDay(a.arrivedOn) : "Not recorded"}</Fact>
      <Fact label="Held by">{a.holder ? a.holder.name : "Nobody: in store"}</Fact>
      <Fact label="Due back">
        {c?.dueBack ? ukDay(c.dueBack) : c ? "No day set" : "Not out"}
        {c?.overdue && (
          <Badge variant="destructive" className="mt-1 flex w-fit">
            <TriangleAlert aria-hidden="true" /> {overdueText(c)}
          </Badge>
        )}
      </Fact>
      {a.hire && (
        <div className="col-span-2 rounded-lg bg-slate-50 p-3 sm:col-span-4">
          <p className="text-xs font-medium text-slate-600">Hired in from {a.hire.supplier ?? "a supplier"}</p>
          <p className="mt-1 text-slate-800">
            {[
              a.hire.orderReference && `Order ${a.hire.orderReference}`,
              a.hire.onHireDate && `On hire ${ukDay(a.hire.onHireDate)}`,
              a.hire.offHireDate ? `Off hire ${ukDay(a.hire.offHireDate)}` : "Not called off hire",
              a.hire.offHireReference && `Ref. ${a.hire.offHireReference}`,
              a.hire.collectionDate && `Collection ${ukDay(a.hire.collectionDate)}`,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
      )}
      {(a.operatorRule || a.namedOperators > 0) && (
        <p className="col-span-2 text-xs text-slate-600 sm:col-span-4">
          {a.operatorRule && `Operators need ${a.operatorRule}. `}
          {a.namedOperators > 0 && `Only its ${a.namedOperators === 1 ? "authorised operator" : `${a.namedOperators} authorised operators`} may take it.`}
        </p>
      )}
    </dl>
  );
}

function History({ assetId }: { assetId: number }) {
  const [page, setPage] = useState(1);
  const list = useCheckOuts(assetId, page);
  return (
    <section aria-label="Check-out history" className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">Check-outs</h3>
      <PagedList<CheckOutView>
        query={list}
        errorTitle="The check-outs could not be loaded"
        filtered={false}
        empty={{ icon: ClipboardList, title: "Never checked out", text: "Each check-out to a worker and its return are kept here." }}
        noMatch={{ title: "No check-outs", text: "" }}
        itemKey={(c) => c.id}
        cardsLabel="Check-outs"
        pagerOnlyWhenPaged
        onPage={setPage}
        card={(c) => <CheckOutCard c={c} />}
      />
    </section>
  );
}

function CheckOutCard({ c }: { c: CheckOutView }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">
          {c.worker.name}
          {c.project && <span className="font-normal text-slate-600"> on {c.project.name}</span>}
        </span>
        {c.overdue ? (
          <Badge variant="destructive">{overdueText(c)}</Badge>
        ) : !c.checkedInAt ? (
          <Badge variant="info">Out now</Badge>
        ) : (
          <Badge variant="secondary">Returned</Badge>
        )}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        Out {formatDateTime(c.checkedOutAt)}
        {c.checkedOutBy && ` by ${c.checkedOutBy}`}
        {c.dueBack && `, due back ${ukDay(c.dueBack)}`}
      </p>
      {c.checkedInAt && (
        <p className="text-xs text-slate-600">
          In {formatDateTime(c.checkedInAt)}
          {c.checkedInBy && ` by ${c.checkedInBy}`}
          {c.conditionIn && `, ${assetConditionLabel(c.conditionIn).toLowerCase()} condition`}
        </p>
      )}
      {c.note && <p className="mt-1 break-words whitespace-pre-line text-slate-700">{c.note}</p>}
      {c.overrideReason && (
        <p className="mt-1 text-xs text-amber-800">
          <Badge variant="warning">Override</Badge> {c.overrideReason}
        </p>
      )}
    </div>
  );
}
