import { FIRMS, type Firm } from "./site-trades";
import type { SiteActivityPlan } from "./demo-site-activity";

/**
 * The demo company's contracts, placed relative to today: when each started, when it stopped (an On
 * Hold contract's last day on site, a Completed one's finish) and its planned finish. A contract has
 * records only between its start and its stop, and the trades its stage of work needs.
 */
export type DemoContract = {
  name: string;
  slug: string;
  code: string;
  address: string;
  postcode: string;
  division: string;
  clientName: string;
  description: string;
  status: "Open" | "On Hold" | "Completed";
  value: number;
  budgets: { labour: number; plant: number; waste: number; energy: number; materials: number };
  /** Calendar days before today that work started (moved back to a weekday). */
  startedDaysAgo: number;
  /** On Hold and Completed: calendar days before today of the last day on site. */
  stoppedDaysAgo?: number;
  /** Open and On Hold: calendar days after today of the planned finish. */
  finishInDays?: number;
  firms: readonly Firm[];
  activity?: SiteActivityPlan;
};

const CONCRETE = "19_500_5020_15_1";
const BRICKS = "19_500_5016_15_1";
const METALS = "19_500_5028_15_1";
const PLASTERBOARD = "19_500_5040_15_1";
const INSULATION = "19_500_5024_15_1";
const SOIL = ["17 05 04", "Soil and stones other than those mentioned in 17 05 03"] as const;
const MIXED = ["17 09 04", "Mixed construction and demolition wastes other than those mentioned in 17 09 01, 17 09 02 and 17 09 03"] as const;
const GYPSUM = ["17 08 02", "Gypsum-based construction materials other than those mentioned in 17 08 01"] as const;

export const DEMO_CONTRACTS: DemoContract[] = [
  {
    name: "Kirkstall Road Apartments",
    slug: "kirkstall-road-apartments",
    code: "KRA-24-01",
    address: "212 Kirkstall Road, Leeds",
    postcode: "LS4 2AZ",
    division: "Residential",
    clientName: "Aire Valley Homes Ltd",
    description: "Six-storey block of 48 apartments with ground-floor retail and basement parking.",
    status: "Open",
    value: 4_850_000,
    budgets: { labour: 1_450_000, plant: 310_000, waste: 95_000, energy: 60_000, materials: 2_180_000 },
    startedDaysAgo: 91,
    finishInDays: 540,
    firms: [FIRMS.ownLabour, FIRMS.groundworks, FIRMS.steelFixing, FIRMS.brickwork],
    activity: {
      plant: [
        { ago: 24, item: "13t excavator", hirer: "Kirkstall Plant Hire", fuel: "gas_oil", hours: 8, litres: 76 },
        { ago: 18, item: "9t forward-tipping dumper", hirer: "Kirkstall Plant Hire", fuel: "diesel", hours: 7.5, litres: 30 },
        { ago: 9, item: "20 kVA site generator", hirer: "Speedy Hire", fuel: "diesel", hours: 9, litres: 32 },
        { ago: 3, item: "Telehandler (JCB 540-140)", hirer: "GAP Hire Solutions", fuel: "diesel", hours: 6, litres: 33 },
      ],
      deliveries: [
        {
          ago: 21,
          at: "08:40",
          supplier: "Hanson Concrete",
          note: "HC-448120",
          category: "HGV 25-32 tonne",
          km: 18,
          lines: [{ description: "C32/40 ready-mix concrete", factorId: CONCRETE, quantity: 8, unit: "m³", tonnes: 19.2 }],
        },
        {
          ago: 14,
          at: "10:15",
          supplier: "Travis Perkins",
          note: "TP-77310",
          category: "HGV 7.5-17 tonne",
          km: 12,
          lines: [
            { description: "Facing bricks 215×102.5×65", factorId: BRICKS, quantity: 2000, unit: "no.", tonnes: 4.6 },
            { description: "Cavity insulation batts 100 mm", factorId: INSULATION, quantity: 40, unit: "packs", tonnes: 0.3 },
          ],
        },
        {
          ago: 6,
          at: "11:05",
          supplier: "Celsa Steel UK",
          note: "CS-20931",
          category: "HGV 32-38 tonne",
          km: 95,
          lines: [{ description: "B500B rebar, cut and bent", factorId: METALS, quantity: 6.2, unit: "tonnes", tonnes: 6.2 }],
        },
      ],
      waste: [
        {
          ago: 20,
          code: SOIL[0],
          codeDescription: SOIL[1],
          description: "Excavated clay from the basement dig (3 wagons)",
          material: "Soils",
          route: "landfill",
          tonnes: 58,
          note: "WTN-55120",
        },
        {
          ago: 11,
          code: MIXED[0],
          codeDescription: MIXED[1],
          description: "Mixed skip (8 yd)",
          material: "Average construction",
          route: "open_loop",
          tonnes: 2.4,
          note: "WTN-55187",
        },
        {
          ago: 2,
          code: "17 06 05*",
          codeDescription: "Construction materials containing asbestos",
          hazardous: true,
          description: "Asbestos cement sheet from the old store",
          material: "Asbestos",
          route: "landfill",
          tonnes: 0.35,
          note: "CN-ABC123/45678",
        },
      ],
      energy: { meterStart: 3332, kWh: [1180, 1265, 1320, 1290, 1410], supplier: "Northern Powergrid (site supply)", siteName: "Site cabins" },
      visitors: [
        {
          ago: 15,
          firstName: "Helen",
          lastName: "Marsh",
          company: "Aire Valley Homes Ltd",
          reason: "Client progress meeting",
          signIn: "10:00",
          signOut: "12:15",
          method: "car_diesel",
          from: "LS11 5DF",
        },
        {
          ago: 8,
          firstName: "Rob",
          lastName: "Quinn",
          company: "Building Control (Leeds City Council)",
          reason: "Foundation inspection",
          signIn: "09:00",
          signOut: "09:50",
          method: "car_petrol",
          from: "LS2 8BH",
        },
        {
          ago: 1,
          firstName: "Anna",
          lastName: "Kowalska",
          company: "Celsa Steel UK",
          reason: "Rebar delivery check",
          signIn: "13:30",
          signOut: "14:10",
          method: "rail",
          from: "CF3 2SU",
        },
      ],
      issues: [
        {
          ago: 12,
          type: "health_and_safety",
          priority: "high",
          location: "Basement excavation, north edge",
          description: "Edge protection missing along 6 m of the basement excavation after the dumper clipped it.",
          actions: "Area fenced off with Heras panels; operatives briefed at the morning toolbox talk.",
          targetInDays: 2,
          progress: [
            { ago: 11, to: "in_progress", note: "Aire Groundworks replacing the barrier." },
            { ago: 10, to: "resolved", note: "New scaffold-tube barrier fitted and inspected." },
          ],
        },
        {
          ago: 3,
          type: "design_rfi",
          priority: "medium",
          location: "Level 1 slab, gridline C/4",
          description: "Drainage drawing takes the soil stack through a transfer beam; RFI sent to the structural engineer.",
          targetInDays: 7,
        },
      ],
    },
  },
  {
    name: "Wakefield Primary School Extension",
    slug: "wakefield-primary-school-extension",
    code: "WPS-25-03",
    address: "Northgate, Wakefield",
    postcode: "WF1 3AP",
    division: "Education",
    clientName: "Wakefield Learning Trust",
    description: "Two-classroom extension with a new hall roof and external play area.",
    status: "Open",
    value: 1_275_000,
    budgets: { labour: 420_000, plant: 65_000, waste: 22_000, energy: 14_000, materials: 540_000 },
    startedDaysAgo: 56,
    finishInDays: 230,
    firms: [FIRMS.ownLabour, FIRMS.groundworks, FIRMS.brickwork, FIRMS.roofing],
    activity: {
      plant: [
        { ago: 15, item: "5t excavator", hirer: "Calder Valley Plant", fuel: "diesel", hours: 7, litres: 35 },
        { ago: 6, item: "1t high-tip dumper", hirer: "Calder Valley Plant", fuel: "diesel", hours: 6, litres: 12 },
      ],
      deliveries: [
        {
          ago: 12,
          at: "08:20",
          supplier: "Hanson Concrete",
          note: "HC-449310",
          category: "HGV 25-32 tonne",
          km: 9,
          lines: [{ description: "C25/30 ready-mix concrete (strip footings)", factorId: CONCRETE, quantity: 6, unit: "m³", tonnes: 14.4 }],
        },
        {
          ago: 4,
          at: "09:45",
          supplier: "Travis Perkins",
          note: "TP-78102",
          category: "HGV 7.5-17 tonne",
          km: 6,
          lines: [{ description: "Dense concrete blocks 440×215×100", factorId: CONCRETE, quantity: 300, unit: "no.", tonnes: 5.7 }],
        },
      ],
      waste: [
        {
          ago: 10,
          code: SOIL[0],
          codeDescription: SOIL[1],
          description: "Spoil from the extension footprint (1 wagon)",
          material: "Soils",
          route: "landfill",
          tonnes: 18,
          note: "WTN-61022",
        },
        {
          ago: 3,
          code: MIXED[0],
          codeDescription: MIXED[1],
          description: "Mixed skip (6 yd)",
          material: "Average construction",
          route: "open_loop",
          tonnes: 1.6,
          note: "WTN-61090",
        },
      ],
      energy: { meterStart: 2210, kWh: [620, 655, 700, 690], supplier: "Northern Powergrid (site supply)", siteName: "Welfare unit" },
      visitors: [
        {
          ago: 9,
          firstName: "Mark",
          lastName: "Fenwick",
          company: "Wakefield Learning Trust",
          reason: "Design team meeting",
          signIn: "14:00",
          signOut: "15:30",
          method: "car_hybrid",
          from: "WF2 9AG",
        },
        {
          ago: 2,
          firstName: "Claire",
          lastName: "Dobson",
          company: "Building Control (Wakefield Council)",
          reason: "Foundation inspection",
          signIn: "10:30",
          signOut: "11:05",
          method: "car_petrol",
          from: "WF1 2EB",
        },
      ],
      issues: [
        {
          ago: 5,
          type: "access",
          priority: "medium",
          location: "School car park",
          description: "Delivery lorries blocking the school drop-off at 08:30.",
          actions: "Deliveries moved to 09:30–14:30; banksman at the gate.",
          targetInDays: 3,
          progress: [{ ago: 4, to: "in_progress", note: "Suppliers told of the new delivery window." }],
        },
      ],
    },
  },
  {
    name: "Harrogate Medical Centre Refurbishment",
    slug: "harrogate-medical-centre-refurbishment",
    code: "HMC-25-07",
    address: "Station Parade, Harrogate",
    postcode: "HG1 1TT",
    division: "Healthcare",
    clientName: "Nidd Health Partners LLP",
    description:
      "Internal refurbishment of the first and second floors while the practice stays open. On hold while the practice agrees the phasing of the second floor.",
    status: "On Hold",
    value: 685_000,
    budgets: { labour: 240_000, plant: 18_000, waste: 16_000, energy: 6_000, materials: 260_000 },
    startedDaysAgo: 70,
    stoppedDaysAgo: 16,
    finishInDays: 200,
    firms: [FIRMS.ownLabour, FIRMS.stripOut, FIRMS.electrical, FIRMS.plumbing, FIRMS.drylining],
    activity: {
      plant: [{ ago: 12, item: "6 kVA site generator", hirer: "Speedy Hire", fuel: "diesel", hours: 8, litres: 14 }],
      deliveries: [
        {
          ago: 9,
          at: "07:50",
          supplier: "Travis Perkins",
          note: "TP-76990",
          category: "HGV 7.5-17 tonne",
          km: 4,
          lines: [{ description: "Plasterboard 12.5 mm", factorId: PLASTERBOARD, quantity: 120, unit: "sheets", tonnes: 2.6 }],
        },
      ],
      waste: [
        {
          ago: 18,
          code: MIXED[0],
          codeDescription: MIXED[1],
          description: "Strip-out skip (12 yd)",
          material: "Average construction",
          route: "open_loop",
          tonnes: 3.1,
          note: "WTN-58804",
        },
        {
          ago: 4,
          code: GYPSUM[0],
          codeDescription: GYPSUM[1],
          description: "Old partitions and plasterboard offcuts",
          material: "Plasterboard",
          route: "closed_loop",
          tonnes: 1.2,
          note: "WTN-58911",
        },
      ],
      visitors: [
        {
          ago: 0,
          firstName: "Amira",
          lastName: "Haddad",
          company: "Nidd Health Partners LLP",
          reason: "Second-floor phasing review",
          signIn: "12:30",
          signOut: "13:15",
          method: "walk_cycle",
          from: "HG1 5LA",
        },
      ],
      issues: [
        {
          ago: 3,
          type: "programme_delay",
          priority: "high",
          location: "Second floor",
          description: "The practice cannot release the second-floor consulting rooms on the agreed dates; phasing under review with the client.",
          targetInDays: 14,
        },
      ],
    },
  },
  {
    name: "Batley Library Roof Renewal",
    slug: "batley-library-roof-renewal",
    code: "BLR-25-02",
    address: "Market Place, Batley",
    postcode: "WF17 5DA",
    division: "Public sector",
    clientName: "Kirklees Council",
    description: "Strip and renew the library's slate and flat roofs, with new rainwater goods and roof insulation.",
    status: "Completed",
    value: 312_000,
    budgets: { labour: 96_000, plant: 9_000, waste: 7_500, energy: 2_000, materials: 118_000 },
    startedDaysAgo: 168,
    stoppedDaysAgo: 40,
    firms: [FIRMS.ownLabour, FIRMS.roofing],
    activity: {
      waste: [
        {
          ago: 30,
          code: MIXED[0],
          codeDescription: MIXED[1],
          description: "Stripped roof coverings and battens (skip)",
          material: "Average construction",
          route: "open_loop",
          tonnes: 2.8,
          note: "WTN-49930",
        },
      ],
      visitors: [
        {
          ago: 0,
          firstName: "Paul",
          lastName: "Ainsworth",
          company: "Kirklees Council",
          reason: "Practical completion inspection",
          signIn: "10:00",
          signOut: "11:30",
          method: "car_electric",
          from: "HD1 2TA",
        },
      ],
    },
  },
];
