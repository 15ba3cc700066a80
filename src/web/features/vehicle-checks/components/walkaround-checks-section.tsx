import { useState } from "react";
import { ClipboardCheck } from "lucide-react";
import { QueryBody } from "@web/components/forms/query-body";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { Pagination } from "@web/components/ui/pagination";
import { Link } from "@web/lib/router";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useVehicleWalkarounds } from "../api/vehicle-checks";
import { WalkaroundCheckRow } from "./walkaround-check-row";

/**
 * A vehicle's walkaround checks, for its page (the register's edit page shows it): the way to start
 * one, then the checks newest first, nil-defect ones too, an open defect with its Clear button for an
 * authorised person (Fleet Management edit).
 */
export function WalkaroundChecksSection({ vehicleId }: { vehicleId: number }) {
  const can = usePermission();
  const [page, setPage] = useState(1);
  const checks = useVehicleWalkarounds(vehicleId, page);
  const data = checks.data;
  return (
    <Card role="region" aria-label="Walkaround checks">
      <CardIconHeader
        icon={ClipboardCheck}
        title="Walkaround checks"
        description="The driver's daily check; a defect that makes it unsafe takes the vehicle off the road until it is cleared."
      />
      <CardContent className="grid gap-3">
        {can("Fleet Management", "create") && (
          <div>
            <Button asChild>
              <Link to={`/fleet/${vehicleId}/walkaround`}>
                <ClipboardCheck aria-hidden="true" />
                Start walkaround check
              </Link>
            </Button>
          </div>
        )}
        <QueryBody
          read={checks}
          rows={["h-16", "h-16"]}
          errorTitle="The walkaround checks could not be loaded"
          failed={!!checks.error && !data}
          empty={data?.items.length === 0 && <p className="text-sm text-slate-500">No walkaround checks yet.</p>}
        >
          {data && (
            <>
              <ol className="grid gap-2" aria-label="Walkaround checks of this vehicle">
                {data.items.map((c) => (
                  <WalkaroundCheckRow key={c.id} check={c} canClear={can("Fleet Management", "edit")} canAdd={can("Fleet Management", "create")} />
                ))}
              </ol>
              {data.pageCount > 1 && <Pagination page={data.page} pageCount={data.pageCount} onPageChange={setPage} disabled={checks.isFetching} />}
            </>
          )}
        </QueryBody>
      </CardContent>
    </Card>
  );
}
