import { useState } from "react";
import { RecordHistory } from "@web/components/register/record-history";
import { useFleetHistory } from "../api/fleet";

/** Each change of status, driver, off road and service: before and after as shown then, who and when, newest first. */
export function VehicleHistory({ vehicleId }: { vehicleId: number }) {
  const [page, setPage] = useState(1);
  const history = useFleetHistory(vehicleId, page);
  return (
    <RecordHistory read={history} onPage={setPage} description="Status, driver, off the road and services, as they changed." listLabel="Vehicle history" />
  );
}
