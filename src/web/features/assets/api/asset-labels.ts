import { useMutation, useQuery } from "@tanstack/react-query";
import { ASSET_LABEL_FILENAME, ASSET_LABEL_SHEET_FILENAME } from "@shared/assets/asset-labels";
import { assetLabelChanges, assetLabelEndpoints } from "@shared/assets/asset-labels.endpoints";
import { callApi, hrefOf, queryOf, useWrite } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

/** An asset's QR label and the scan (issue 32). Downloads and the public scan are never retried: a refusal is an answer. */

export const useAssetLabel = (id: number) => useQuery(queryOf(assetLabelEndpoints.label, { params: { id } }));

/** A new label: the old one's scan then says it is no longer valid. */
export const useReissueLabel = (id: number) =>
  useWrite(() => callApi(assetLabelEndpoints.reissueLabel, { params: { id } }, { retry: false }), assetLabelChanges, { id });

/** One asset's label (a page the label's size, for a label printer), or chosen assets' A4 sheets (for label stock). */
export function useDownloadLabels() {
  return useMutation({
    mutationFn: ({ ids, sheet }: { ids: number[]; sheet: boolean }) =>
      sheet
        ? downloadFile(hrefOf(assetLabelEndpoints.labelSheet, { query: { ids: ids.join(",") } }), ASSET_LABEL_SHEET_FILENAME)
        : downloadFile(hrefOf(assetLabelEndpoints.labelPdf, { params: { id: ids[0] } }), ASSET_LABEL_FILENAME(ids[0])),
    retry: false,
  });
}

/** What a label says to anyone: whether the item is safe to use. */
export const useAssetScan = (token: string) =>
  useQuery(queryOf(assetLabelEndpoints.scan, { params: { token } }, { retry: false, refetchOnWindowFocus: false }));

/** Signed in with Assets view: the asset the label belongs to, to open it. */
export const useAssetOfLabel = (token: string, enabled: boolean) =>
  useQuery(queryOf(assetLabelEndpoints.byToken, { query: { token } }, { enabled, retry: false }));

/** The label address a scanned QR holds, or null when the text is no asset label of this app (`/a/<token>`). */
export function labelTokenOf(text: string, origin = window.location.origin): string | null {
  let url: URL;
  try {
    url = new URL(text.trim(), origin);
  } catch {
    return null;
  }
  const match = /^\/a\/([A-Za-z0-9_-]{1,100})\/?$/.exec(url.pathname);
  return match ? match[1] : null;
}
