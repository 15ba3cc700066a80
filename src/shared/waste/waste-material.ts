import { normaliseWasteCode } from "./waste-code";

/**
 * The DESNZ "Waste disposal" material a List of Waste code most likely is, so the form can suggest
 * it (the user may still pick another). Keys are codes without the hazardous asterisk; a two-digit
 * pair prefix ("17 04") covers its whole sub-chapter. The first material is the suggestion; the
 * others are offered alongside (excavated soil is often graded as aggregate).
 */
const BY_CODE: Record<string, string[]> = {
  "17 01 01": ["Concrete"],
  "17 01 02": ["Bricks"],
  "17 01 03": ["Bricks"],
  "17 01 07": ["Concrete", "Bricks", "Aggregates"],
  "17 02 01": ["Wood"],
  "17 02 02": ["Glass"],
  "17 02 03": ["Plastics: average plastics"],
  "17 03 01": ["Asphalt"],
  "17 03 02": ["Asphalt"],
  "17 04": ["Metals", "Metal: scrap metal"],
  "17 05 03": ["Soils"],
  "17 05 04": ["Soils", "Aggregates"],
  "17 05 06": ["Soils", "Aggregates"],
  "17 05 08": ["Aggregates", "Soils"],
  "17 06 01": ["Asbestos"],
  "17 06 05": ["Asbestos"],
  "17 06 03": ["Insulation"],
  "17 06 04": ["Insulation"],
  "17 08 01": ["Plasterboard"],
  "17 08 02": ["Plasterboard"],
  "17 09 04": ["Average construction"],
  "15 01 01": ["Paper and board: mixed"],
  "15 01 02": ["Plastics: average plastics"],
  "15 01 03": ["Wood"],
  "15 01 04": ["Metal: scrap metal", "Metals"],
  "15 01 07": ["Glass"],
  "16 01 03": ["Tyres"],
  "16 02 14": ["WEEE - mixed"],
  "13 02": ["Mineral oil"],
  "20 01 01": ["Paper and board: mixed"],
  "20 01 02": ["Glass"],
  "20 01 36": ["WEEE - mixed"],
  "20 01 38": ["Wood"],
  "20 01 39": ["Plastics: average plastics"],
  "20 01 40": ["Metal: scrap metal", "Metals"],
  "20 03 01": ["Commercial and industrial waste"],
};

/** The materials to suggest for a code, best first; [] when the code says nothing about it. */
export function suggestWasteMaterials(code: string): string[] {
  const bare = normaliseWasteCode(code).replace(/\*$/, "");
  return BY_CODE[bare] ?? BY_CODE[bare.slice(0, 5)] ?? [];
}

/** The one material to preselect for a code, or null. */
export const suggestWasteMaterial = (code: string): string | null => suggestWasteMaterials(code)[0] ?? null;

/** A material as it reads in a sentence: "concrete", "plastics: average plastics", "WEEE - mixed". */
const inSentence = (material: string) =>
  material
    .split(" ")
    .map((w) => (/^[A-Z]{2,}$/.test(w) ? w : w.toLowerCase()))
    .join(" ");

/**
 * When a code names a material and the one chosen is another, what the user must confirm:
 * "17 01 01 is concrete; confirm that this waste is wood". Null when they agree, when nothing is
 * chosen yet, or when the code says nothing about the material.
 */
export function wasteMaterialMismatch(code: string, material: string): string | null {
  const expected = suggestWasteMaterials(code);
  if (!material.trim() || !expected.length || expected.includes(material)) return null;
  return `${normaliseWasteCode(code)} is ${expected.map(inSentence).join(" or ")}; confirm that this waste is ${inSentence(material)}`;
}
