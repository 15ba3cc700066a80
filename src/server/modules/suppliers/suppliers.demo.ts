import { asc, isNull } from "drizzle-orm";
import { daysAfter, ukToday } from "@shared/common/uk-dates";
import type { SupplierType } from "@shared/suppliers/supplier";
import type { Db } from "../../db/client";
import { projects, supplierProjects, supplierRatings, suppliers } from "../../db/schema/index";
import { refreshSupplierScores } from "./supplier-totals.service";

type Staff = { id: number; role: string };
type DemoSupplier = {
  name: string;
  code: string;
  type: SupplierType;
  contact: string;
  phone: string;
  city: string;
  postcode: string;
  address: string;
  specializations: string[];
  certifications: string[];
  /** Days from today the insurance runs to (negative: expired). */
  insuredFor: number;
  terms: string;
  creditLimit: string;
  discount?: string;
  status?: "active" | "on_hold" | "inactive";
  /** Performance and quality scores given by the team. */
  scores: [string, string, string?][];
  /** Indexes into the demo contracts it supplies. */
  contracts: number[];
};

/** Twelve Yorkshire suppliers of a general contractor: merchants, concrete, steel, timber, hire, waste, M&E. */
const DEMO_SUPPLIERS: DemoSupplier[] = [
  {
    name: "Travis Perkins Leeds Kirkstall",
    code: "TP-LDS",
    type: "builders_merchant",
    contact: "Mark Ellis",
    phone: "0113 496 0201",
    city: "Leeds",
    postcode: "LS4 2QB",
    address: "Kirkstall Road",
    specializations: ["Blocks and bricks", "Cement", "Plasterboard", "Drainage"],
    certifications: ["ISO 9001", "FORS Gold"],
    insuredFor: 240,
    terms: "30 days end of month",
    creditLimit: "50000.00",
    discount: "5.00",
    scores: [
      ["4.50", "4.00", "Next-day on most lines"],
      ["4.00", "4.50"],
    ],
    contracts: [0, 1, 2],
  },
  {
    name: "Jewson Wakefield",
    code: "JEW-WKF",
    type: "builders_merchant",
    contact: "Sophie Naylor",
    phone: "01924 496 112",
    city: "Wakefield",
    postcode: "WF1 5PH",
    address: "Denby Dale Road",
    specializations: ["Timber", "Insulation", "Roofing"],
    certifications: ["ISO 9001"],
    insuredFor: 12,
    terms: "30 days end of month",
    creditLimit: "30000.00",
    discount: "3.50",
    scores: [["3.50", "4.00", "Two late loads in March"]],
    contracts: [1],
  },
  {
    name: "Hanson Ready-Mix Leeds",
    code: "HAN-RMX",
    type: "concrete_aggregates",
    contact: "Graham Peel",
    phone: "0113 496 0388",
    city: "Leeds",
    postcode: "LS10 1RS",
    address: "Cross Green Industrial Estate",
    specializations: ["Ready-mix concrete", "Screed", "Type 1 sub-base"],
    certifications: ["ISO 9001", "ISO 14001", "BES 6001"],
    insuredFor: 300,
    terms: "30 days from invoice",
    creditLimit: "40000.00",
    scores: [
      ["4.75", "5.00", "Pump and mix on time for every pour"],
      ["4.50", "4.50"],
    ],
    contracts: [0, 2],
  },
  {
    name: "Tarmac Aggregates Skipton",
    code: "TAR-SKP",
    type: "concrete_aggregates",
    contact: "Alison Wray",
    phone: "01756 496 040",
    city: "Skipton",
    postcode: "BD23 6AB",
    address: "Swinden Quarry",
    specializations: ["Aggregates", "Asphalt"],
    certifications: ["ISO 14001", "FORS Silver"],
    insuredFor: 150,
    terms: "30 days end of month",
    creditLimit: "20000.00",
    scores: [],
    contracts: [],
  },
  {
    name: "Barnshaw Section Benders Rebar",
    code: "BSB-RBR",
    type: "steel",
    contact: "Imran Qureshi",
    phone: "0114 496 0777",
    city: "Sheffield",
    postcode: "S9 1XH",
    address: "Attercliffe Road",
    specializations: ["Rebar", "Mesh", "Cut and bent"],
    certifications: ["CARES", "ISO 9001"],
    insuredFor: 200,
    terms: "60 days end of month",
    creditLimit: "60000.00",
    scores: [["4.00", "4.50"]],
    contracts: [0],
  },
  {
    name: "Arnold Laver Timber World",
    code: "ALV-TBR",
    type: "timber",
    contact: "Helen Brook",
    phone: "0114 496 0900",
    city: "Sheffield",
    postcode: "S8 0YG",
    address: "Bramall Lane",
    specializations: ["Timber", "Sheet materials", "CLS studwork"],
    certifications: ["FSC", "PEFC"],
    insuredFor: 400,
    terms: "30 days end of month",
    creditLimit: "15000.00",
    scores: [["4.25", "4.00"]],
    contracts: [1, 2],
  },
  {
    name: "GAP Plant Hire Leeds",
    code: "GAP-LDS",
    type: "plant_hire",
    contact: "Steve Marsden",
    phone: "0113 496 0550",
    city: "Leeds",
    postcode: "LS11 8PG",
    address: "Dewsbury Road",
    specializations: ["Excavators", "Telehandlers", "Dumpers"],
    certifications: ["CPCS", "ISO 45001"],
    insuredFor: 180,
    terms: "30 days from invoice",
    creditLimit: "25000.00",
    scores: [
      ["4.00", "3.50", "Telehandler broke down twice"],
      ["3.50", "3.50"],
    ],
    contracts: [0, 1],
  },
  {
    name: "Speedy Hire Bradford",
    code: "SPD-BFD",
    type: "plant_hire",
    contact: "Karen Atkinson",
    phone: "01274 496 300",
    city: "Bradford",
    postcode: "BD4 7SP",
    address: "Bowling Back Lane",
    specializations: ["Small tools", "Access towers", "Site welfare"],
    certifications: ["ISO 9001", "ISO 14001"],
    insuredFor: 90,
    terms: "30 days end of month",
    creditLimit: "10000.00",
    scores: [],
    contracts: [2],
  },
  {
    name: "Yorkshire Skip Hire & Recycling",
    code: "YSH-WST",
    type: "waste_management",
    contact: "Dean Firth",
    phone: "01924 496 818",
    city: "Dewsbury",
    postcode: "WF12 9AA",
    address: "Ravensthorpe Road",
    specializations: ["Skip hire", "Grab hire", "Muck away"],
    certifications: ["Waste carrier licence", "ISO 14001"],
    insuredFor: -10,
    terms: "14 days",
    creditLimit: "5000.00",
    status: "on_hold",
    scores: [["2.50", "3.00", "Waste transfer notes missing; on hold until insurance renewed"]],
    contracts: [0],
  },
  {
    name: "CEF Leeds City",
    code: "CEF-LDS",
    type: "electrical",
    contact: "Paul Hirst",
    phone: "0113 496 0650",
    city: "Leeds",
    postcode: "LS9 8AB",
    address: "Marsh Lane",
    specializations: ["Cable", "Distribution boards", "Lighting"],
    certifications: ["ISO 9001"],
    insuredFor: 220,
    terms: "30 days end of month",
    creditLimit: "20000.00",
    discount: "10.00",
    scores: [["4.50", "4.50"]],
    contracts: [2],
  },
  {
    name: "Pennine M&E Services Ltd",
    code: "PME-SUB",
    type: "mechanical_electrical",
    contact: "Rachel Dyson",
    phone: "01422 496 275",
    city: "Halifax",
    postcode: "HX1 5QT",
    address: "Dean Clough Mills",
    specializations: ["Electrical installation", "Plumbing and heating", "Ventilation"],
    certifications: ["NICEIC", "Gas Safe", "CHAS", "Constructionline Gold"],
    insuredFor: 320,
    terms: "Monthly valuation, 30 days",
    creditLimit: "120000.00",
    scores: [["4.25", "4.75", "Tidy first fix, good commissioning records"]],
    contracts: [0, 2],
  },
  {
    name: "Calder Valley Scaffolding",
    code: "CVS-SCF",
    type: "scaffolding",
    contact: "Lee Greenwood",
    phone: "01422 496 660",
    city: "Hebden Bridge",
    postcode: "HX7 8AD",
    address: "Mytholm Works",
    specializations: ["Tube and fitting", "System scaffold", "Temporary roofs"],
    certifications: ["CISRS", "SMAS"],
    insuredFor: 140,
    terms: "30 days from invoice",
    creditLimit: "30000.00",
    status: "inactive",
    scores: [],
    contracts: [],
  },
];

/**
 * The demo company's suppliers (issue 14): ratings from the team, linked to the demo contracts they
 * supply. Spend and order counts stay at zero: they come from purchase orders, which the demo has none of yet.
 */
export async function seedDemoSuppliers(db: Db, staff: Staff[], now: Date) {
  const today = ukToday(now);
  const buyer = staff.find((s) => s.role === "Buyer") ?? staff[0];
  const siteManager = staff.find((s) => s.role === "Site Manager") ?? staff[0];
  const contracts = await db.select({ id: projects.id }).from(projects).where(isNull(projects.deletedAt)).orderBy(asc(projects.id));
  for (const [i, d] of DEMO_SUPPLIERS.entries()) {
    const [row] = await db
      .insert(suppliers)
      .values({
        name: d.name,
        code: d.code,
        contactPerson: d.contact,
        email: `${d.contact.split(" ")[0].toLowerCase()}@${d.code.toLowerCase()}.example`,
        phone: d.phone,
        address: d.address,
        city: d.city,
        postcode: d.postcode,
        supplierType: d.type,
        specializations: d.specializations,
        certifications: d.certifications,
        insuranceExpiry: daysAfter(today, d.insuredFor),
        vatNumber: `GB${String(100000000 + i * 7919913).slice(0, 9)}`,
        companyNumber: String(3000000 + i * 111111).padStart(8, "0"),
        paymentTerms: d.terms,
        creditLimit: d.creditLimit,
        discountRate: d.discount ?? null,
        status: d.status ?? "active",
        createdBy: buyer.id,
        updatedBy: buyer.id,
        createdAt: new Date(now.getTime() - (400 - i * 20) * 86_400_000),
      })
      .returning();
    for (const [n, [performanceRating, qualityRating, note]] of d.scores.entries()) {
      await db.insert(supplierRatings).values({
        supplierId: row.id,
        performanceRating,
        qualityRating,
        note: note ?? null,
        ratedBy: n % 2 === 0 ? buyer.id : siteManager.id,
        createdAt: new Date(now.getTime() - (60 - n * 20) * 86_400_000),
      });
    }
    if (d.scores.length) await db.transaction((tx) => refreshSupplierScores(tx, row.id));
    const links = d.contracts.map((c) => contracts[c]).filter(Boolean);
    if (links.length) await db.insert(supplierProjects).values(links.map((c) => ({ supplierId: row.id, projectId: c.id, assignedAt: row.createdAt })));
  }
}
