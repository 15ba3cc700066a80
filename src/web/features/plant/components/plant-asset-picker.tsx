import { useState } from "react";
import type { PlantAsset } from "@shared/assets/assets-plant";
import type { PlantFuel } from "@shared/carbon/carbon";
import { PausedSearch } from "@web/components/search/paused-search";
import { FormField } from "@web/components/ui/form-field";
import { Select } from "@web/components/ui/select";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { ApiError } from "@web/lib/api";
import { usePlantAssets } from "../api/plant-assets";

/** What choosing an asset fills in on the Log Plant form. */
export type AssetFill = {
  assetId: number | null;
  plantItem?: string;
  ownership?: "owned" | "hired";
  hireCompany?: string;
  assetName?: string;
  fuelType?: PlantFuel;
};

const fillOf = (a: PlantAsset): AssetFill => ({
  assetId: a.id,
  plantItem: a.name,
  ownership: a.ownership,
  hireCompany: a.hireCompany ?? "",
  assetName: a.ownership === "owned" ? a.name : "",
  ...(a.fuelType ? { fuelType: a.fuelType as PlantFuel } : {}),
});

/**
 * "Asset from the register" on a contract's Log Plant form (issue 32): the assets on this contract,
 * or any other live asset found by a search. Choosing one fills the plant item, ownership, hire
 * company and fuel, and books the entry to it; the carbon is then the form's, as for any plant. Only
 * for a reader of the register (Assets view); the server checks the asset again when saved.
 */
export function PlantAssetPicker({
  slug,
  assetId,
  onChoose,
  error,
}: {
  slug: string;
  assetId: number | null;
  onChoose: (fill: AssetFill) => void;
  error?: string;
}) {
  const can = usePermission();
  const allowed = can("Assets", "view");
  const [search, setSearch] = useState("");
  const assets = usePlantAssets(slug, search, allowed);
  if (!allowed || (assets.error instanceof ApiError && assets.error.status === 403)) return null;
  const list = assets.data ?? [];
  // The booked asset stays choosable while a search has not found it.
  const kept = assetId !== null && !list.some((a) => a.id === assetId) ? [{ value: String(assetId), label: "The asset booked" }] : [];
  const options = [
    ...kept,
    ...list.map((a) => ({
      value: String(a.id),
      label: `${a.name}${a.serialNumber ? ` (${a.serialNumber})` : ""}${a.onContract ? "" : ": not on this contract"}`,
    })),
  ];
  const choose = (value: string) => {
    const asset = list.find((a) => String(a.id) === value);
    onChoose(asset ? fillOf(asset) : { assetId: value ? Number(value) : null });
  };
  return (
    <div className="grid gap-1.5 sm:col-span-2">
      <FormField
        label="Asset from the register"
        htmlFor="plant-register-asset"
        error={error}
        hint={
          list.length === 0 && !search
            ? "No assets on this contract: search the register for one."
            : "Fills in the plant item, ownership, hire company and fuel."
        }
      >
        <Select
          placeholder={assets.isLoading ? "Loading assets…" : "Not from the register"}
          options={options}
          value={assetId === null ? "" : String(assetId)}
          onChange={(e) => choose(e.target.value)}
        />
      </FormField>
      <PausedSearch value={search} onSearch={setSearch} placeholder="Search the register (name, serial, make)" aria-label="Search the asset register" />
    </div>
  );
}
