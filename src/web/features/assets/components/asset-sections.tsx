import type { ComponentType } from "react";
import { AssetImages } from "./asset-images";
import { AssetDocuments } from "./asset-documents";
import { AssetHistory } from "./asset-history";
import { AssetReadings } from "./asset-readings";

/**
 * The asset page's sections below its summary and form, in the order they show. Each is a component
 * taking `{ assetId }` that reads what it needs itself (the asset's own read is cached).
 *
 * ADDING A SECTION (labels, inspections, pre-use checks, check-out, operators, HAVS…) is ONE line
 * here, at the place it should show: `{ key: "inspections", Section: AssetInspections },`.
 */
export type AssetSection = { key: string; Section: ComponentType<{ assetId: number }> };

export const ASSET_SECTIONS: AssetSection[] = [
  { key: "images", Section: AssetImages },
  { key: "documents", Section: AssetDocuments },
  { key: "readings", Section: AssetReadings },
  { key: "history", Section: AssetHistory },
];

export function AssetSections({ assetId }: { assetId: number }) {
  return (
    <>
      {ASSET_SECTIONS.map(({ key, Section }) => (
        <Section key={key} assetId={assetId} />
      ))}
    </>
  );
}
