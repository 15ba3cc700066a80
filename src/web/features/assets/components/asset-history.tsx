import { useState } from "react";
import { RecordHistory } from "@web/components/register/record-history";
import { useAssetHistory } from "../api/assets";

/** Each change of status, place, holder, condition or use: before and after as shown then, who and when, newest first. */
export function AssetHistory({ assetId }: { assetId: number }) {
  const [page, setPage] = useState(1);
  const history = useAssetHistory(assetId, page);
  return <RecordHistory read={history} onPage={setPage} description="Status, place, holder, condition and use, as they changed." listLabel="Asset history" />;
}
