/**
 * The firms on the demo's sites, each with the trades it supplies, the plant it runs and the work it
 * writes up, so a diary entry never reads "Calder Electrical – Plumber" or has bricklayers driving
 * an excavator. A contract lists the firms its stage of work needs.
 */
export type Firm = {
  company: string;
  roles: readonly string[];
  plant: readonly string[];
  work: readonly string[];
  /** Works outside, so the weather can stop it; trades working inside a building carry on. */
  outdoor: boolean;
};

export const FIRMS = {
  ownLabour: {
    company: "Own labour",
    outdoor: true,
    roles: ["General operative", "Site labourer"],
    plant: ["", "", "Telehandler"],
    work: [
      "Unloaded and distributed materials to the work areas; compound tidied and walkways cleared.",
      "Edge protection and pedestrian barriers checked and made good; toolbox talk on working at height.",
      "Welfare cabins cleaned and restocked; site hoarding repaired on the road frontage.",
    ],
  },
  groundworks: {
    company: "Aire Groundworks Ltd",
    outdoor: true,
    roles: ["Groundworker", "Plant operator"],
    plant: ["9t excavator", "3t dumper", "Roller", "Mini digger"],
    work: [
      "Excavated and blinded pad foundations on gridlines A–C; concrete pour booked for the next dry day.",
      "Drainage runs laid and tested to manhole MH4; backfilled with Type 1 and compacted.",
      "Kerbs and edgings laid to the car park; sub-base trimmed and rolled on bays 1–20.",
      "Reduced-level dig continued; spoil loaded out to muck-away wagons.",
    ],
  },
  steelFixing: {
    company: "Ridings Steel Fixing",
    outdoor: true,
    roles: ["Steel fixer"],
    plant: [""],
    work: [
      "Steel fixing to ground beams continued; inspection by the structural engineer passed.",
      "Rebar cages fixed to the lift-pit walls; cover spacers checked before the pour.",
    ],
  },
  brickwork: {
    company: "Pennine Brickwork",
    outdoor: true,
    roles: ["Bricklayer"],
    plant: ["", "Telehandler"],
    work: [
      "Blockwork to ground-floor internal walls; scaffold adapted for the next lift.",
      "Facing brickwork to first-floor sills on the east elevation; wall ties checked.",
      "Cavity closers and DPC laid at ground-floor level; brickwork to the stair core.",
    ],
  },
  roofing: {
    company: "Yorkshire Roofing Co",
    outdoor: true,
    roles: ["Roofer"],
    plant: ["", "Telehandler"],
    work: [
      "Roof trusses craned in and braced; felt and batten started on the north slope.",
      "Single-ply membrane laid to the flat roof over the hall; outlets and upstands dressed.",
      "Existing roof coverings stripped to bay 3; temporary weathering sheeted at the end of the day.",
    ],
  },
  electrical: {
    company: "Calder Electrical",
    outdoor: false,
    roles: ["Electrician"],
    plant: [""],
    work: [
      "First-fix electrics to the consulting rooms on the first floor; containment to the corridor.",
      "Temporary lighting and power rearranged around the working area; circuits tested and tagged.",
    ],
  },
  plumbing: {
    company: "Dales Plumbing & Heating",
    outdoor: false,
    roles: ["Plumber"],
    plant: [""],
    work: [
      "First-fix plumbing to the new WCs; heating pipework isolated and capped to the second floor.",
      "Soil stacks installed and tested; radiator tails set out for the dry-liners.",
    ],
  },
  drylining: {
    company: "Wharfe Drylining",
    outdoor: false,
    roles: ["Dryliner", "Plasterer"],
    plant: [""],
    work: ["Metal stud partitions to rooms 2.04–2.08; boards delivered and stored flat.", "Plasterboard and skim to the reception walls; corner beads fixed."],
  },
  stripOut: {
    company: "Nidd Strip-Out Services",
    outdoor: false,
    roles: ["Demolition operative"],
    plant: [""],
    work: [
      "Strip-out of the existing ceilings and services on the second floor; asbestos clearance certificate on file.",
      "Old partitions and floor finishes removed from the first-floor east wing; skips changed.",
    ],
  },
} as const satisfies Record<string, Firm>;

/** Every firm, for a generic contract (the large benchmark data set). */
export const ALL_FIRMS: readonly Firm[] = Object.values(FIRMS);
