import { NoAccess, ScreenFrame, ScreenHeader } from "@web/components/screen/screen-parts";
import { BackButton } from "@web/components/screen/screen-parts";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { RecentWalkarounds } from "@web/features/vehicle-checks/components/recent-walkarounds";

/** /fleet/walkaround-checks: every vehicle's recent walkaround checks, open defects first (issue 33). */
export default function WalkaroundChecksPage() {
  const can = usePermission();
  if (!can("Fleet Management", "view"))
    return (
      <ScreenFrame width="4xl">
        <NoAccess area="Fleet Management" action="view" />
      </ScreenFrame>
    );
  return (
    <ScreenFrame width="4xl">
      <ScreenHeader
        title="Walkaround checks"
        text="Drivers' daily checks across the fleet, open defects first."
        actions={<BackButton to="/fleet">Back to Fleet</BackButton>}
      />
      <RecentWalkarounds />
    </ScreenFrame>
  );
}
