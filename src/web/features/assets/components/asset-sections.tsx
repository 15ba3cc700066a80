import type { ComponentType } from "react";
import { AssetImages } from "./asset-images";
import { AssetDocuments } from "./asset-documents";
import { AssetHistory } from "./asset-history";
import { AssetReadings } from "./asset-readings";
import { AssetWhereabouts } from "./whereabouts-panel";
import { AssetInspectionsSection } from "./asset-inspections-section";
import { PreUseChecksSection } from "./pre-use-checks-section";
import { AssetLabelSection } from "./asset-label-section";
import { AssetOperators } from "./operators-panel";
import { HavsSection } from "./havs-section";

/**
 * The asset page's sections, in the order they show: what is done on site (where it is and who has
 * it, its checks) above the form, the rest below. Each is a component taking `{ assetId }` that reads
 * what it needs itself (the asset's own read is cached).
 *
 * ADDING A SECTION is ONE line here, at the place it should show: `{ key: "x", Section: X, above: true },`.
 */
export type AssetSection = { key: string; Section: ComponentType<{ assetId: number }>; above?: boolean };

export const ASSET_SECTIONS: AssetSection[] = [
  { key: "checks", Section: PreUseChecksSection, above: true },
  { key: "whereabouts", Section: AssetWhereabouts, above: true },
  { key: "inspections", Section: AssetInspectionsSection, above: true },
  { key: "label", Section: AssetLabelSection },
  { key: "operators", Section: AssetOperators },
  { key: "havs", Section: HavsSection },
  { key: "images", Section: AssetImages },
  { key: "documents", Section: AssetDocuments },
  { key: "readings", Section: AssetReadings },
  { key: "history", Section: AssetHistory },
];

export function AssetSections({ assetId, above = false }: { assetId: number; above?: boolean }) {
  return (
    <>
      {ASSET_SECTIONS.filter((s) => !!s.above === above).map(({ key, Section }) => (
        <Section key={key} assetId={assetId} />
      ))}
    </>
  );
}
