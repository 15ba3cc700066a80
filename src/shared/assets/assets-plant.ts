import { z } from "zod";
import type { PlantFuel } from "../carbon/carbon";
import type { AssetFuelType, AssetOwnership } from "./asset-lists";

/**
 * An asset booked to a contract's diary as plant (issue 32): the register's machine fills the Log Plant
 * form, and its carbon is a plant entry's like any other (shared/plant/plant-entry.ts, one carbon path).
 */

export const ASSET_BOOKING_MESSAGES = {
  /** A bad id in the body (the picker only sends real ones). */
  assetId: "Choose an asset from the register",
  /** Retired, sold or lost: not on any site to be used. */
  notInUse: (status: string) => `This asset is ${status.toLowerCase()}: only an asset in use can be booked as plant`,
} as const;

/** The register's fuel as the plant form's: a hybrid burns diesel; electric, manual and none burn nothing. */
export const PLANT_FUEL_OF_ASSET: Record<AssetFuelType, PlantFuel> = {
  diesel: "diesel",
  hybrid: "diesel",
  petrol: "petrol",
  electric: "none",
  manual: "none",
  none: "none",
};

export const plantOwnershipOf = (o: AssetOwnership): "owned" | "hired" => (o === "hired_in" ? "hired" : "owned");

export const plantAssetsQuery = z.object({ q: z.string().trim().max(100, "Search must be 100 characters or fewer").optional() });

/** One asset as the plant form's picker offers it, with what it fills in. */
export const plantAssetSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: z.string().nullable(),
    serialNumber: z.string().nullable(),
    /** On this contract now (assets.project_id): the picker lists these first. */
    onContract: z.boolean(),
    ownership: z.enum(["owned", "hired"]),
    hireCompany: z.string().nullable(),
    /** The plant form's fuel; null when the register does not say. */
    fuelType: z.string().nullable(),
  })
  .meta({ id: "PlantAsset" });
export type PlantAsset = z.output<typeof plantAssetSchema>;

/** The NRMM register export's columns (London's register asks these per machine on site). */
export const NRMM_EXPORT_HEADER = [
  "Machine",
  "Machine type",
  "Manufacturer",
  "Model",
  "Serial number",
  "Engine power (kW)",
  "Engine stage",
  "Ownership",
  "Hire supplier",
  "On site from",
  "Off site",
  "Days booked",
  "On the contract now",
  "London standard",
  "Meets the standard",
] as const;
