import { useState } from "react";
import { CircleCheck, OctagonX, TriangleAlert, Truck } from "lucide-react";
import type { RecordedWalkaround } from "@shared/vehicle-checks/walkaround";
import { BackButton, BackTitle, NoAccess, RecordMissing, ScreenFrame, recordState } from "@web/components/screen/screen-parts";
import { useNavigate, useParams } from "@web/lib/router";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useWalkaroundChecklist } from "@web/features/vehicle-checks/api/vehicle-checks";
import { WalkaroundForm } from "@web/features/vehicle-checks/components/walkaround-form";
import { DefectPhotosSent } from "@web/features/vehicle-checks/components/defect-list";
import { PlateBadge } from "@web/components/ui/plate-badge";

/**
 * /fleet/{id}/walkaround: a driver's daily walkaround check, made for a phone (issue 33). Recording
 * needs Fleet Management create; after it the screen says plainly what follows: no defects, a defect
 * reported, or do not drive (the vehicle is off the road until cleared).
 */
export default function WalkaroundPage() {
  const { id: raw } = useParams();
  const navigate = useNavigate();
  const can = usePermission();
  const id = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const form = useWalkaroundChecklist(can("Fleet Management", "create") ? id : null);
  const [done, setDone] = useState<RecordedWalkaround | null>(null);
  const back = `/fleet/${id ?? ""}/edit`;

  if (!can("Fleet Management", "create"))
    return (
      <ScreenFrame width="3xl">
        <NoAccess area="Fleet Management" action="create" />
      </ScreenFrame>
    );
  const state = recordState(form, {
    missing: <RecordMissing icon={Truck} title="Vehicle not found" back={{ to: "/fleet", label: "Back to Fleet" }} />,
    errorTitle: "The walkaround check could not be loaded",
    elsewhere: id === null,
    tall: true,
  });
  if ("view" in state) return <ScreenFrame width="3xl">{state.view}</ScreenFrame>;
  const f = state.data;
  return (
    <ScreenFrame width="3xl">
      <BackTitle back={back} backLabel="Back to the vehicle" title="Walkaround check" />
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-lg font-semibold text-slate-900">{f.vehicle.name}</p>
        {f.vehicle.licensePlate && <PlateBadge plate={f.vehicle.licensePlate} />}
      </div>
      {done ? (
        <Outcome result={done} back={back} />
      ) : (
        <>
          {f.vehicle.offRoad && (
            <p role="status" className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              This vehicle is off the road: do not drive it. {f.vehicle.offRoadReason}
            </p>
          )}
          <WalkaroundForm form={f} onCancel={() => navigate(back)} onDone={setDone} />
        </>
      )}
    </ScreenFrame>
  );
}

/** What the check means for the driver, in one line they cannot miss. */
function Outcome({ result, back }: { result: RecordedWalkaround; back: string }) {
  const { check } = result;
  const [tone, Icon, title, text] = check.unsafe
    ? ([
        "border-red-700 bg-red-50 text-red-900",
        OctagonX,
        "Do not drive",
        "The vehicle is off the road until an authorised person clears the defect. The fleet's managers have been told.",
      ] as const)
    : check.hasDefects
      ? ([
          "border-amber-600 bg-amber-50 text-amber-900",
          TriangleAlert,
          "Defect reported",
          "The defect stays open until an authorised person clears it.",
        ] as const)
      : (["border-emerald-700 bg-emerald-50 text-emerald-900", CircleCheck, "No defects", "The check is recorded. Drive safely."] as const);
  return (
    <div className="grid gap-4">
      <div role="alert" className={`grid justify-items-center gap-2 rounded-lg border-2 p-5 text-center ${tone}`}>
        <Icon className="size-10" aria-hidden="true" />
        <p className="text-2xl font-bold">{title}</p>
        <p className="text-sm">{text}</p>
        {check.defects && <p className="text-sm break-words">{check.defects}</p>}
      </div>
      <DefectPhotosSent check={check} />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <BackButton to={back} variant="default">
          Done
        </BackButton>
      </div>
    </div>
  );
}
