import type { InductionQuestion, InductionSection } from "@shared/workforce/inductions";

/** The demo's induction content (issue 30): a company induction and one for each open contract, real site-safety briefings. */

export type DemoInduction = { title: string; sections: InductionSection[]; questions: InductionQuestion[]; signOffStatement: string };

const text = (heading: string, body: string): InductionSection => ({ kind: "text", heading, body });
const q = (question: string, options: string[], correct: number): InductionQuestion => ({ question, options, correct });

export const COMPANY_INDUCTION: DemoInduction = {
  title: "Demo Construction company induction",
  sections: [
    text(
      "Our site rules",
      "Sign in at the gate every day and sign out when you leave. No alcohol or drugs: we test for cause. No smoking or vaping except in the marked shelter. Keep to the walkways and never cross a barrier or an exclusion zone. Report every accident, near miss and unsafe act to the site manager the same day.",
    ),
    text(
      "Personal protective equipment",
      "The minimum on every site: safety helmet, hi-vis vest or jacket, safety boots with midsole protection, and gloves suited to the task. Eye protection, hearing protection and RPE when the task's RAMS says so. Damaged PPE is replaced free from the site office: ask.",
    ),
    text(
      "Emergencies",
      "On the continuous siren stop work, make your plant safe and go to the assembly point by the nearest safe route. Do not stop to collect belongings. Report to the fire marshal so you are counted. First aiders and the nearest A&E are shown on the site noticeboard.",
    ),
    text(
      "Permits to work",
      "Hot works, work at height from a MEWP, excavations over 1.2 m, confined spaces and live electrical work need a permit issued by the site manager before you start. No permit, no work. Permits are closed out at the end of each shift.",
    ),
    { kind: "video", heading: "Watch: working at height safely (HSE)", url: "https://www.hse.gov.uk/work-at-height/" },
  ],
  questions: [
    q(
      "What do you do when you hear the continuous siren?",
      ["Finish the task first", "Stop work, make safe and go to the assembly point", "Phone the site manager", "Wait for someone to fetch you"],
      1,
    ),
    q("Which of these is NOT part of the minimum PPE?", ["Safety helmet", "Hi-vis", "Safety boots", "Ear defenders"], 3),
    q(
      "Which work needs a permit before you start?",
      ["Sweeping the welfare cabin", "Hot works such as cutting or welding", "Carrying blocks by hand", "Reading drawings"],
      1,
    ),
    q("When must a near miss be reported?", ["Only if someone is hurt", "At the end of the week", "The same day, to the site manager", "Never"], 2),
    q("Where may you smoke or vape on site?", ["Anywhere outside", "In your van", "Only in the marked shelter", "On the scaffold"], 2),
  ],
  signOffStatement:
    "I have read and understood this induction. I will follow the site rules, wear the PPE required, work only under a permit where one is needed, and report accidents, near misses and unsafe acts.",
};

/** A contract's own induction: its access, assembly point, welfare and hazards; wording from its name. */
export function contractInduction(name: string): DemoInduction {
  const school = /school/i.test(name);
  return {
    title: `${name}: site induction`,
    sections: [
      text(
        "Access and parking",
        school
          ? "The school stays open throughout. Enter only by the contractor's gate on the east side; never through the school's reception or playground. Deliveries only between 09:30 and 14:30, outside drop-off and pick-up, with a banksman at the gate."
          : "Enter by the main gate off the service road and sign in at the cabin. There is no parking on site: use the permit bays on the public car park. Deliveries are booked a day ahead with the site manager and met by a banksman.",
      ),
      text(
        "Assembly point and first aid",
        school
          ? "The assembly point is the staff car park by the east gate, away from the school's own muster on the playing field. First aid box and eyewash in the site office; the appointed first aider wears a green helmet."
          : "The assembly point is the car park entrance by the site cabins. First aid box, eyewash and defibrillator are in the site office; the appointed first aiders are named on the noticeboard.",
      ),
      text(
        "Welfare",
        "Toilets, drying room and canteen are in the cabins by the gate, with hot water, a microwave and drinking water. Keep them clean: breaks are taken in the canteen, not in the work areas.",
      ),
      text(
        "This site's hazards",
        school
          ? "Children and staff are next to the works: keep every gate shut and the Heras fencing intact, never speak to or photograph pupils, and report any child near the fence at once. Overhead power line along the north boundary: no plant within 6 m."
          : "Scaffold to all elevations: only a scaffolder alters it, and the scaff tag is checked before use. The tower crane is working: keep out of the lifting zone when the slinger signals. The river path runs beside the site: keep all materials inside the hoarding.",
      ),
    ],
    questions: [
      q(
        "Where is this site's assembly point?",
        school
          ? ["The playing field", "The staff car park by the east gate", "The school hall", "The road outside"]
          : ["The car park entrance by the cabins", "The river path", "Under the crane", "Level 2"],
        school ? 1 : 0,
      ),
      q(
        school ? "A pupil comes up to the fence: what do you do?" : "Who may alter the scaffold?",
        school
          ? ["Chat to them", "Take a photo", "Report it to the site manager at once", "Ignore it"]
          : ["Anyone who needs to", "Only a scaffolder", "The site manager", "The bricklayers"],
        school ? 2 : 1,
      ),
      q("Where are breaks taken?", ["At your workplace", "In the canteen cabin", "In the car park", "Anywhere"], 1),
      q(
        school ? "When may deliveries arrive?" : "How are deliveries arranged?",
        school
          ? ["Any time", "During drop-off", "Between 09:30 and 14:30 with a banksman", "Only at weekends"]
          : ["Turn up and unload", "Booked a day ahead and met by a banksman", "Left on the road", "By the crane driver"],
        school ? 2 : 1,
      ),
    ],
    signOffStatement: `I have been given the site induction for ${name}. I understand its access rules, assembly point, welfare and hazards, and I will follow them.`,
  };
}
