import { useQuery } from "@tanstack/react-query";
import { QrCode } from "lucide-react";
import { QR_NOT_VALID, workerIdCardEndpoints } from "@shared/workforce/worker-id-card";
import { NoAccess, RecordMissing, ScreenFrame, recordState } from "@web/components/screen/screen-parts";
import { queryOf } from "@web/lib/api-client";
import { Navigate, useParams } from "@web/lib/router";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";

/**
 * /w/{token}: where a worker's QR (on their ID card) opens. For now it looks the token up and opens
 * the worker's page (Workforce view); site sign-in at the gate will read the same token later.
 */
export default function WorkerQrPage() {
  const { token = "" } = useParams();
  const can = usePermission();
  const allowed = can("Workforce", "view");
  const found = useQuery(queryOf(workerIdCardEndpoints.byQr, { query: { token } }, { enabled: allowed, retry: false }));
  if (!allowed)
    return (
      <ScreenFrame width="4xl">
        <NoAccess area="Workforce" action="view" />
      </ScreenFrame>
    );
  const state = recordState(found, {
    missing: (
      <RecordMissing
        icon={QrCode}
        title={QR_NOT_VALID}
        text="It may have been replaced by a newer QR code."
        back={{ to: "/workforce", label: "Back to Workforce" }}
      />
    ),
    errorTitle: "The QR code could not be checked",
  });
  if ("view" in state) return <ScreenFrame width="4xl">{state.view}</ScreenFrame>;
  return <Navigate to={`/workforce/edit/${state.data.id}`} replace />;
}
