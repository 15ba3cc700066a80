import { brandPalette, isValidHexColour } from "@shared/rules/brand-colour";

export const BRAND_COLOUR_STORAGE_KEY = "brandColor";

/** Applies the company's brand colour (or the default for an invalid one) and remembers it. */
export function applyBrandColour(hex: string | null | undefined): void {
  const palette = brandPalette(hex);
  const style = document.documentElement.style;
  style.setProperty("--brand", palette.brand);
  style.setProperty("--brand-dark", palette.dark);
  style.setProperty("--brand-light", palette.light);
  style.setProperty("--brand-foreground", palette.foreground);
  try {
    if (isValidHexColour(hex)) localStorage.setItem(BRAND_COLOUR_STORAGE_KEY, palette.brand);
    else localStorage.removeItem(BRAND_COLOUR_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); the colour still applies for this visit.
  }
}

/** Applies the last known brand colour before the company profile arrives, avoiding a grey flash. */
export function loadStoredBrandColour(): void {
  let stored: string | null;
  try {
    stored = localStorage.getItem(BRAND_COLOUR_STORAGE_KEY);
  } catch {
    stored = null;
  }
  applyBrandColour(stored);
}
