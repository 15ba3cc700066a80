/**
 * The shape of the demo materials catalogue (demo-materials-catalogue.ts): the DESNZ factors it names,
 * the suppliers it buys from, and one material's record with its quotes.
 */

/** DESNZ Material use › … › Primary material production (per tonne). */
export const F = {
  aggregates: "19_500_5000_15_1",
  average: "19_500_5004_15_1",
  asphalt: "19_500_5012_15_1",
  bricks: "19_500_5016_15_1",
  concrete: "19_500_5020_15_1",
  insulation: "19_500_5024_15_1",
  metals: "19_500_5028_15_1",
  plasterboard: "19_500_5040_15_1",
  wood: "19_500_5048_15_1",
  glass: "19_501_5056_15_1",
  hdpe: "19_505_5132_15_1",
  pvc: "19_505_5152_15_1",
} as const;

/** The suppliers the demo materials name, found by name (the suppliers area seeds its own) or added. */
export const DEMO_SUPPLIERS = [
  // The suppliers area's demo suppliers (seedDemoSuppliers), matched by name when it ran first.
  { name: "Hanson Ready-Mix Leeds", supplierType: "concrete_aggregates", city: "Leeds" },
  { name: "Tarmac Aggregates Skipton", supplierType: "concrete_aggregates", city: "Skipton" },
  { name: "Travis Perkins Leeds Kirkstall", supplierType: "builders_merchant", city: "Leeds" },
  { name: "Jewson Wakefield", supplierType: "builders_merchant", city: "Wakefield" },
  { name: "Barnshaw Section Benders Rebar", supplierType: "steel", city: "Leeds" },
  { name: "Arnold Laver Timber World", supplierType: "timber", city: "Leeds" },
  { name: "Speedy Hire Bradford", supplierType: "plant_hire", city: "Bradford" },
  { name: "Yorkshire Skip Hire & Recycling", supplierType: "waste_management", city: "Leeds" },
  { name: "Calder Valley Scaffolding", supplierType: "scaffolding", city: "Halifax" },
  // Manufacturers the buyer also takes quotes from.
  { name: "CEMEX UK", supplierType: "concrete_aggregates", city: "Wakefield" },
  { name: "Forterra", supplierType: "builders_merchant", city: "Normanton" },
  { name: "British Gypsum", supplierType: "builders_merchant", city: "Leeds" },
  { name: "Kingspan Insulation", supplierType: "builders_merchant", city: "Sherburn in Elmet" },
  { name: "Polypipe", supplierType: "plumbing_heating", city: "Doncaster" },
] as const;
export type DemoSupplier = (typeof DEMO_SUPPLIERS)[number]["name"];

export type DemoMaterial = {
  sku: string;
  itemDescription: string;
  type?: "materials" | "services";
  unit: string;
  pence: number;
  category: string;
  supplier: DemoSupplier;
  factor?: keyof typeof F;
  weight?: string;
  weightUnit?: "kg" | "tonnes";
  notes?: string;
  active?: "yes" | "no";
  quotes: [DemoSupplier, number][];
};
