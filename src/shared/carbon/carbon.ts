import { z } from "zod";
/**
 * The carbon vocabulary shared by the forms, the server and the reports: which DESNZ factor each
 * choice on a form stands for. Factor IDs are the DESNZ flat file's `factor_id`
 * (src/server/db/reference/README.md); the set year is the company's reporting year
 * (docs/decisions/0009-carbon-figures.md).
 */

export const SCOPES = [1, 2, 3] as const;
export type Scope = (typeof SCOPES)[number];

/** What a figure measures; the carbon tab totals by these. */
export const FIGURE_CATEGORIES = {
  fuel: "Plant fuel",
  transport: "Delivery transport",
  materials: "Materials",
  waste: "Waste",
  electricity: "Electricity",
  gas: "Gas",
  heat: "Heat",
  steam: "Steam",
  transmission: "Transmission and distribution losses",
  water: "Water",
  purchased_goods: "Purchased goods",
  subcontractor: "Subcontractors",
  travel: "Visitor travel",
  commuting: "Worker commuting",
  vehicle_fuel: "Vehicle fuel",
} as const;
export type FigureCategory = keyof typeof FIGURE_CATEGORIES;

/** GHG Protocol Scope 3 categories a site's figures fall in. */
export const GHG_CATEGORIES: Record<number, string> = {
  1: "Purchased goods and services",
  3: "Fuel- and energy-related activities",
  4: "Upstream transportation and distribution",
  5: "Waste generated in operations",
  6: "Business travel",
  7: "Employee commuting",
};

/** The kinds of record that carry carbon (carbon_figures.source_kind). */
export const SOURCE_KINDS = ["plant", "delivery", "waste", "energy", "scope3", "visitor", "site_attendance", "fleet_fuel"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** Plant fuel (Scope 1, litres). Electric plant draws on the site supply, which the energy meter records. */
export const PLANT_FUELS = {
  diesel: { label: "Diesel (average biofuel blend)", factorId: "1_101_1011_8_1" },
  gas_oil: { label: "Gas oil (red diesel)", factorId: "1_101_1014_8_1" },
  mineral_diesel: { label: "Diesel (100% mineral)", factorId: "1_101_1012_8_1" },
  petrol: { label: "Petrol (average biofuel blend)", factorId: "1_101_1017_8_1" },
  lpg: { label: "LPG", factorId: "1_100_1003_8_1" },
  none: { label: "No fuel (electric or manual)", factorId: null },
} as const;
export type PlantFuel = keyof typeof PLANT_FUELS;

/**
 * Fuel put in a fleet vehicle (Scope 1, litres; issue 33): the liquid fuels a UK fleet buys, each the
 * DESNZ "Fuels" (or "Bioenergy") Scope 1 per-litre factor. HVO's Scope 1 factor is its methane and
 * nitrous oxide only: DESNZ reports the biogenic CO2 outside the scopes. An electric vehicle's charge
 * is electricity (Scope 2), metered as energy, not logged as fuel.
 */
export const VEHICLE_FUELS = {
  diesel: PLANT_FUELS.diesel,
  petrol: PLANT_FUELS.petrol,
  hvo: { label: "HVO (hydrotreated vegetable oil)", factorId: "2_103_1036_8_1" },
  mineral_diesel: PLANT_FUELS.mineral_diesel,
  lpg: PLANT_FUELS.lpg,
} as const;
export type VehicleFuel = keyof typeof VEHICLE_FUELS;
export const VEHICLE_FUEL_KEYS = Object.keys(VEHICLE_FUELS) as [VehicleFuel, ...VehicleFuel[]];

/**
 * data-model.md §5's eight transport categories (default HGV 32-38 tonne), each mapped to the DESNZ
 * "Freighting goods" average-laden tonne.km factor of the nearest vehicle class by gross weight.
 */
export const TRANSPORT_CATEGORIES = [
  "HGV 32-38 tonne",
  "HGV 25-32 tonne",
  "HGV 17-25 tonne",
  "HGV 7.5-17 tonne",
  "HGV 3.5-7.5 tonne",
  "LGV (up to 3.5 tonne)",
  "Articulated lorry",
  "Transit van",
] as const;
export type TransportCategory = (typeof TRANSPORT_CATEGORIES)[number];
export const DEFAULT_TRANSPORT_CATEGORY: TransportCategory = "HGV 32-38 tonne";
export const TRANSPORT_FACTORS: Record<TransportCategory, { factorId: string; vehicle: string }> = {
  "HGV 32-38 tonne": { factorId: "27_304_3132_14_1", vehicle: "HGV articulated (>33t), average laden" },
  "HGV 25-32 tonne": { factorId: "27_304_3128_14_1", vehicle: "HGV articulated (>3.5-33t), average laden" },
  "HGV 17-25 tonne": { factorId: "27_304_3120_14_1", vehicle: "HGV rigid (>17t), average laden" },
  "HGV 7.5-17 tonne": { factorId: "27_304_3116_14_1", vehicle: "HGV rigid (>7.5-17t), average laden" },
  "HGV 3.5-7.5 tonne": { factorId: "27_304_3112_14_1", vehicle: "HGV rigid (>3.5-7.5t), average laden" },
  "LGV (up to 3.5 tonne)": { factorId: "27_303_3102_14_1", vehicle: "Van, average (up to 3.5t), diesel" },
  "Articulated lorry": { factorId: "27_304_3136_14_1", vehicle: "HGV, all artics, average laden" },
  "Transit van": { factorId: "27_303_3095_14_1", vehicle: "Van, class III (1.74-3.5t), diesel" },
};

/** data-model.md §5 energy entry: electricity, gas, heat or steam ('Invalid energy type'). */
export const ENERGY_TYPES = ["electricity", "gas", "heat", "steam"] as const;
export type EnergyType = (typeof ENERGY_TYPES)[number];
/**
 * The units each energy type is metered in, with the factor that applies. Electricity, heat and steam
 * are Scope 2 with their transmission/distribution losses as Scope 3 (cat. 3); gas burnt on site is Scope 1.
 */
export const ENERGY_FACTORS: Record<EnergyType, { units: readonly string[]; scope: Scope; byUnit: Record<string, string>; losses: string | null }> = {
  electricity: { units: ["kWh", "MWh"], scope: 2, byUnit: { kWh: "7_400_4000_5_1", MWh: "7_400_4000_5_1" }, losses: "13_402_4000_5_1" },
  gas: { units: ["kWh", "MWh", "m³"], scope: 1, byUnit: { kWh: "1_100_1004_6_1", MWh: "1_100_1004_6_1", "m³": "1_100_1004_1_1" }, losses: null },
  heat: { units: ["kWh", "MWh"], scope: 2, byUnit: { kWh: "10_401_4003_5_1", MWh: "10_401_4003_5_1" }, losses: "13_403_4004_5_1" },
  steam: { units: ["kWh", "MWh"], scope: 2, byUnit: { kWh: "10_401_4003_5_1", MWh: "10_401_4003_5_1" }, losses: "13_403_4004_5_1" },
};

/** Waste disposal routes on the form and the DESNZ "Waste disposal" column each reads. */
export const DISPOSAL_ROUTES = {
  landfill: { label: "Landfill", column: "Landfill" },
  open_loop: { label: "Open-loop recycling", column: "Open-loop" },
  closed_loop: { label: "Closed-loop recycling", column: "Closed-loop" },
  combustion: { label: "Combustion (energy recovery)", column: "Incineration with Energy Recovery" },
} as const;
export type DisposalRoute = keyof typeof DISPOSAL_ROUTES;

/** How a visitor travelled, and the DESNZ business-travel factor per km (cars) or passenger.km. */
export const TRAVEL_METHODS = {
  car_petrol: { label: "Car (petrol)", factorId: "25_301_3070_4_1" },
  car_diesel: { label: "Car (diesel)", factorId: "25_301_3069_4_1" },
  car_hybrid: { label: "Car (hybrid)", factorId: "25_301_3071_4_1" },
  car_plug_in_hybrid: { label: "Car (plug-in hybrid)", factorId: "25_301_3075_4_1" },
  car_electric: { label: "Car (electric)", factorId: "25_301_3076_4_1" },
  car_unknown: { label: "Car (fuel not known)", factorId: "25_301_3074_4_1" },
  van: { label: "Van", factorId: "27_303_3102_4_1" },
  motorbike: { label: "Motorbike", factorId: "25_302_3080_4_1" },
  taxi: { label: "Taxi", factorId: "25_313_3141_4_1" },
  bus: { label: "Bus", factorId: "25_314_3145_11_1" },
  coach: { label: "Coach", factorId: "25_314_3146_11_1" },
  rail: { label: "Train", factorId: "25_315_3147_11_1" },
  walk_cycle: { label: "Walked or cycled", factorId: null },
} as const;
export type TravelMethod = keyof typeof TRAVEL_METHODS;

/** Water (Scope 3): supply, and its treatment as waste water. */
export const WATER_FACTORS = { supply: "17_404_4005_1_1", treatment: "18_405_4006_1_1" } as const;

/** Units a weight may be given in on a form; figures use tonnes. */
export const WEIGHT_UNITS = ["kg", "tonnes"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** kg CO2e for people: "950.50 kg CO2e" below 1,000 kg, else "12.35 t CO2e" (one formatter, common/numbers). */
export { formatCarbon } from "../common/numbers";

/** A stored figure as the API returns it: the number and the factor it came from. */
export const figureViewSchema = z
  .object({
    id: z.number().int(),
    date: z.string(),
    sourceKind: z.enum(SOURCE_KINDS),
    scope: z.number().int(),
    category: z.string(),
    ghgCategory: z.number().int().nullable(),
    description: z.string(),
    activityAmount: z.number(),
    activityUnit: z.string(),
    factor: z.object({ factorId: z.string(), year: z.number().int().nullable(), unit: z.string(), value: z.number(), source: z.string(), name: z.string() }),
    kgCo2e: z.number(),
  })
  .meta({ id: "CarbonFigure" });
export type FigureView = z.output<typeof figureViewSchema>;

/** A row of the factor library (DESNZ or the company's own). */
export const factorViewSchema = z
  .object({
    id: z.number().int(),
    factorId: z.string(),
    /** The DESNZ set year; null for a company's own factor. */
    year: z.number().int().nullable(),
    source: z.string(),
    isCompany: z.boolean(),
    scope: z.string().nullable(),
    sheet: z.string(),
    level2: z.string().nullable(),
    level3: z.string().nullable(),
    level4: z.string().nullable(),
    columnText: z.string().nullable(),
    name: z.string(),
    unit: z.string(),
    /** kg CO2e per unit, as published or imported. */
    value: z.number(),
  })
  .meta({ id: "CarbonFactor" });
export type FactorView = z.output<typeof factorViewSchema>;

/** A List of Waste entry. */
export const wasteCodeViewSchema = z
  .object({ code: z.string(), isHazardous: z.boolean(), entryType: z.string(), chapter: z.string(), subChapter: z.string(), description: z.string() })
  .meta({ id: "WasteCode" });
export type WasteCodeView = z.output<typeof wasteCodeViewSchema>;
