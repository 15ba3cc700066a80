/**
 * Searching the List of Waste the way a site team asks for it: by code ("17 01 01", "170101",
 * "17 01") or by the words they use ("plasterboard", "tarmac", "muck"), which the List of Waste
 * rarely uses itself. Every word must match (in any order, ignoring case, a word's start or any
 * part of it), directly or through a construction synonym; construction and demolition codes
 * (chapter 17) come first, then the codes whose own description matches best. Pure, so the server
 * searches with it and a test can prove the ranking.
 */

export type SearchableWasteCode = { code: string; subChapter: string; description: string };

/**
 * Site words → the words the List of Waste uses. The key is what people type (singular, lower
 * case); a typed word that starts a key (at 4 letters or more, "plaster") borrows its synonyms too.
 */
const SYNONYMS: Record<string, string[]> = {
  plasterboard: ["gypsum"],
  plaster: ["gypsum"],
  drywall: ["gypsum"],
  gyproc: ["gypsum"],
  tarmac: ["bituminous"],
  asphalt: ["bituminous"],
  macadam: ["bituminous"],
  blacktop: ["bituminous"],
  bitumen: ["bituminous"],
  planings: ["bituminous"],
  hardcore: ["concrete", "bricks", "mixtures of concrete"],
  rubble: ["concrete", "bricks", "mixtures of concrete", "demolition"],
  brick: ["bricks"],
  block: ["concrete", "bricks"],
  blockwork: ["concrete", "bricks"],
  masonry: ["concrete", "bricks"],
  cement: ["concrete", "cement"],
  tile: ["tiles"],
  ceramic: ["ceramics"],
  timber: ["wood"],
  plywood: ["wood"],
  ply: ["wood"],
  chipboard: ["wood"],
  mdf: ["wood"],
  pallet: ["wood", "packaging"],
  cable: ["cables"],
  cabling: ["cables"],
  wire: ["cables"],
  soil: ["soil and stones"],
  muck: ["soil and stones", "dredging spoil"],
  spoil: ["soil and stones", "spoil"],
  earth: ["soil and stones"],
  topsoil: ["soil and stones"],
  subsoil: ["soil and stones"],
  excavated: ["soil and stones"],
  excavation: ["soil and stones"],
  dirt: ["soil and stones"],
  stone: ["stones", "ballast"],
  aggregate: ["stones", "ballast"],
  gravel: ["stones", "ballast"],
  steel: ["iron and steel", "metal"],
  rebar: ["iron and steel"],
  iron: ["iron and steel"],
  scrap: ["metal", "metals"],
  aluminum: ["aluminium"],
  alloy: ["metals", "alloys"],
  insulation: ["insulation"],
  rockwool: ["insulation"],
  "mineral wool": ["insulation"],
  glasswool: ["insulation"],
  celotex: ["insulation"],
  kingspan: ["insulation"],
  pir: ["insulation"],
  glazing: ["glass"],
  window: ["glass"],
  upvc: ["plastic"],
  pvc: ["plastic"],
  polythene: ["plastic"],
  membrane: ["plastic"],
  acm: ["asbestos"],
  cardboard: ["paper and cardboard", "packaging"],
  card: ["paper and cardboard"],
  paper: ["paper and cardboard"],
  packaging: ["packaging"],
  skip: ["mixed construction and demolition"],
  general: ["mixed construction and demolition", "mixed municipal"],
  mixed: ["mixed construction and demolition"],
  diesel: ["oil", "fuel"],
  fuel: ["fuel oil", "diesel"],
  electrical: ["electrical and electronic"],
  electronic: ["electrical and electronic"],
  weee: ["electrical and electronic"],
  tire: ["tyres"],
  tyre: ["tyres"],
  battery: ["batteries"],
  food: ["kitchen and canteen"],
  canteen: ["kitchen and canteen"],
  green: ["biodegradable waste"],
  vegetation: ["biodegradable waste"],
  garden: ["garden and park"],
  tubes: ["fluorescent tubes"],
};

/** Words that join rather than search: "soil and stones" asks for soil and stones. */
const JOINING = new Set(["and", "of", "or", "the", "a", "an", "in", "with", "for", "from"]);

const digitsOf = (code: string) => code.replace(/\D/g, "");

/** "17 01", "170101", "17-01-01", "17 06 05*": the digits a code starts with, or null when the query is not a code. */
export function codePrefix(query: string): string | null {
  const t = query.trim();
  if (!/^[\d\s.*-]+$/.test(t)) return null;
  const digits = digitsOf(t);
  return digits.length >= 1 && digits.length <= 6 ? digits : null;
}

/** The lower-case words of a query, without joining words. */
export function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const kept = words.filter((w) => !JOINING.has(w));
  return kept.length ? kept : words;
}

/** What a typed word may be found as in the List of Waste: itself first, then its synonyms. */
export function wasteSynonyms(word: string): string[] {
  const w = word.toLowerCase();
  const singular = w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w;
  const found = new Set<string>(SYNONYMS[w] ?? SYNONYMS[singular] ?? []);
  if (w.length >= 4) for (const [key, alts] of Object.entries(SYNONYMS)) if (key.startsWith(w)) alts.forEach((a) => found.add(a));
  found.delete(w);
  return [...found];
}

/**
 * How well one text holds one term: the whole word 3, a word's start 2, inside a word 1 ("board" in
 * "cardboard"), absent 0. Short terms must start a word: "oil" is not in "soil", "tile" not in "volatile".
 */
function hit(text: string, term: string): number {
  const at = text.indexOf(term);
  if (at < 0) return 0;
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (new RegExp(`\\b${escaped}\\b`).test(text)) return 3;
  if (new RegExp(`\\b${escaped}`).test(text)) return 2;
  return term.length >= 5 ? 1 : 0;
}

/** One word's best score in a code: its own description counts most, a synonym a little less than the word itself. */
function wordScore(description: string, subChapter: string, word: string): number {
  let best = 0;
  const terms = [word, ...wasteSynonyms(word)];
  terms.forEach((term, i) => {
    const own = hit(description, term) * 10;
    const heading = hit(subChapter, term) * 4;
    const score = Math.max(own, heading) - (i === 0 ? 0 : 1);
    if (score > best) best = score;
  });
  return best;
}

const CONSTRUCTION_CHAPTER = "17";
/** Chapters a site also fills skips from (oils, packaging, other, municipal): they break ties between equal hits. */
const SITE_CHAPTERS = new Set(["13", "15", "16", "20"]);
const chapterWeight = (code: string) => (code.startsWith(`${CONSTRUCTION_CHAPTER} `) ? 1000 : SITE_CHAPTERS.has(code.slice(0, 2)) ? 0.5 : 0);
const byCode = <T extends SearchableWasteCode>(a: T, b: T) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** The codes matching a query, best first, at most `limit`; every code in order when the query is blank. */
export function searchWasteCodeList<T extends SearchableWasteCode>(codes: readonly T[], query: string, limit = 30): T[] {
  const prefix = codePrefix(query);
  if (!query.trim()) return [...codes].sort(byCode).slice(0, limit);
  if (prefix)
    return codes
      .filter((c) => digitsOf(c.code).startsWith(prefix))
      .sort(byCode)
      .slice(0, limit);

  const words = queryWords(query);
  if (!words.length) return [];
  const scored: { code: T; score: number }[] = [];
  for (const c of codes) {
    const description = c.description.toLowerCase();
    const subChapter = c.subChapter.toLowerCase();
    let score = 0;
    let all = true;
    for (const word of words) {
      // A number among words narrows by code ("17 asbestos") or matches a code the description names.
      const s = /^\d+$/.test(word) && digitsOf(c.code).startsWith(word) ? 30 : wordScore(description, subChapter, word);
      if (s <= 0) {
        all = false;
        break;
      }
      score += s;
    }
    if (all) scored.push({ code: c, score: score + chapterWeight(c.code) });
  }
  return scored
    .sort((a, b) => b.score - a.score || byCode(a.code, b.code))
    .slice(0, limit)
    .map((s) => s.code);
}
