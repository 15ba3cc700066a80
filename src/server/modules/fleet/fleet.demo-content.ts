import type { VehicleFuelType, VehicleOwnership, VehicleType } from "@shared/fleet/fleet";

/**
 * The demo company's 12 vehicles (issue 33): vans, a car, two pickups and two HGVs under the operator
 * licence. Plates are current-format Yorkshire marks whose age identifier matches the year (19 = March
 * 2019, 70 = September 2020). What is due is set from `now` in fleet.demo.ts by each vehicle's `due`.
 */

export type DemoDue = "mot_in_10_days" | "mot_overdue" | "tax_overdue" | "insurance_soon" | "service_by_miles" | "service_overdue" | "finance_ending" | null;

export type DemoVehicle = {
  name: string;
  make: string;
  model: string;
  type: VehicleType;
  year: number;
  plate: string;
  colour: string;
  fuel: VehicleFuelType;
  ownership: VehicleOwnership;
  /** Miles a year, for the readings. */
  milesPerYear: number;
  grossWeightKg?: number;
  due: DemoDue;
  /** The driver: a worker of the crew (by index) or a member of staff (by role). */
  driver: { worker: number } | { staff: string } | null;
};

/** The van whose MOT falls due in exactly 10 days: the reminders, bell and digest journeys look for it. */
export const MOT_DUE_VAN = "Transit Custom - Site Van 3";

export const DEMO_VEHICLES: DemoVehicle[] = [
  {
    name: "Transit Custom - Site Van 1",
    make: "Ford",
    model: "Transit Custom 280 L1",
    type: "van",
    year: 2019,
    plate: "YK19HXA",
    colour: "White",
    fuel: "diesel",
    ownership: "owned",
    milesPerYear: 18000,
    due: null,
    driver: { worker: 0 },
  },
  {
    name: "Transit Custom - Site Van 2",
    make: "Ford",
    model: "Transit Custom 300 L2",
    type: "van",
    year: 2020,
    plate: "YK70FJD",
    colour: "White",
    fuel: "diesel",
    ownership: "owned",
    milesPerYear: 21000,
    due: "insurance_soon",
    driver: { worker: 1 },
  },
  {
    name: MOT_DUE_VAN,
    make: "Ford",
    model: "Transit Custom 300 L1",
    type: "van",
    year: 2021,
    plate: "YJ21PWU",
    colour: "Frozen White",
    fuel: "diesel",
    ownership: "leased",
    milesPerYear: 24000,
    due: "mot_in_10_days",
    driver: { worker: 2 },
  },
  {
    name: "Crafter Dropside",
    make: "Volkswagen",
    model: "Crafter CR35 Dropside",
    type: "van",
    year: 2018,
    plate: "YD68KLM",
    colour: "Candy White",
    fuel: "diesel",
    ownership: "owned",
    milesPerYear: 16000,
    due: "mot_overdue",
    driver: { worker: 3 },
  },
  {
    name: "Vivaro - Electricians' Van",
    make: "Vauxhall",
    model: "Vivaro 2900 L2",
    type: "van",
    year: 2022,
    plate: "YH22ONS",
    colour: "Summit White",
    fuel: "diesel",
    ownership: "leased",
    milesPerYear: 22000,
    due: "service_by_miles",
    driver: { worker: 4 },
  },
  {
    name: "Relay Luton",
    make: "Citroën",
    model: "Relay 35 Luton",
    type: "van",
    year: 2017,
    plate: "YC17LRV",
    colour: "White",
    fuel: "diesel",
    ownership: "owned",
    milesPerYear: 12000,
    due: "tax_overdue",
    driver: null,
  },
  {
    name: "Partner - Maintenance Van",
    make: "Peugeot",
    model: "e-Partner Professional",
    type: "van",
    year: 2023,
    plate: "YF23NMW",
    colour: "Bianca White",
    fuel: "electric",
    ownership: "financed",
    milesPerYear: 11000,
    due: "finance_ending",
    driver: { worker: 5 },
  },
  {
    name: "Ranger - Site Manager Pickup",
    make: "Ford",
    model: "Ranger Wildtrak",
    type: "van",
    year: 2021,
    plate: "YE71TBZ",
    colour: "Sea Grey",
    fuel: "diesel",
    ownership: "leased",
    milesPerYear: 19000,
    due: null,
    driver: { staff: "Site Manager" },
  },
  {
    name: "Hilux - Groundworks Pickup",
    make: "Toyota",
    model: "Hilux Invincible",
    type: "van",
    year: 2020,
    plate: "YG20BXU",
    colour: "Grey",
    fuel: "diesel",
    ownership: "owned",
    milesPerYear: 20000,
    due: "service_overdue",
    driver: { worker: 6 },
  },
  {
    name: "Octavia Estate - Contracts Manager",
    make: "Skoda",
    model: "Octavia Estate SE L iV",
    type: "car",
    year: 2022,
    plate: "YA72CDK",
    colour: "Moon White",
    fuel: "plug_in_hybrid",
    ownership: "leased",
    milesPerYear: 15000,
    due: null,
    driver: { staff: "Contracts Manager" },
  },
  {
    name: "DAF LF 18 t Tipper",
    make: "DAF",
    model: "LF 230 FA",
    type: "truck",
    year: 2017,
    plate: "YN67TPR",
    colour: "White",
    fuel: "diesel",
    ownership: "financed",
    milesPerYear: 30000,
    grossWeightKg: 18000,
    due: null,
    driver: { worker: 7 },
  },
  {
    name: "Volvo FMX 26 t Grab Lorry",
    make: "Volvo",
    model: "FMX 460 6x4",
    type: "truck",
    year: 2018,
    plate: "YP18GRB",
    colour: "Yellow",
    fuel: "diesel",
    ownership: "owned",
    milesPerYear: 35000,
    grossWeightKg: 26000,
    due: null,
    driver: { worker: 8 },
  },
];
