export const DEFAULT_BRAND_COLOUR = "#6b7280";
export const BRAND_DARKEN = 0.3;
export const BRAND_LIGHTEN = 0.2;
export const BRAND_FOREGROUND = "#ffffff";

export interface BrandPalette {
  brand: string;
  dark: string;
  light: string;
  foreground: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isValidHexColour(value: unknown): value is string {
  return typeof value === "string" && HEX.test(value);
}

/** "#ABC" → "#aabbcc"; throws on anything that is not #RGB or #RRGGBB. */
export function normaliseHex(hex: string): string {
  if (!isValidHexColour(hex)) throw new RangeError(`Not a hex colour: ${hex}`);
  const digits = hex.slice(1).toLowerCase();
  return digits.length === 3 ? `#${[...digits].map((d) => d + d).join("")}` : `#${digits}`;
}

function toChannels(hex: string): [number, number, number] {
  const n = parseInt(normaliseHex(hex).slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(channels: number[]): string {
  return `#${channels
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const clampAmount = (amount: number) => Math.min(1, Math.max(0, amount));

/** Moves each channel `amount` of the way towards black. */
export function darken(hex: string, amount: number): string {
  const keep = 1 - clampAmount(amount);
  return toHex(toChannels(hex).map((c) => c * keep));
}

/** Moves each channel `amount` of the way towards white. */
export function lighten(hex: string, amount: number): string {
  const a = clampAmount(amount);
  return toHex(toChannels(hex).map((c) => c + (255 - c) * a));
}

export function brandPalette(hex: string | null | undefined): BrandPalette {
  const brand = isValidHexColour(hex) ? normaliseHex(hex) : DEFAULT_BRAND_COLOUR;
  return {
    brand,
    dark: darken(brand, BRAND_DARKEN),
    light: lighten(brand, BRAND_LIGHTEN),
    foreground: BRAND_FOREGROUND,
  };
}
