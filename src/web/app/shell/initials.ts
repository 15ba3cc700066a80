/** The shell's fallbacks for a missing logo or company name (product.md §2.3); a user's initials are `@web/lib/initials`. */

/** The first two letters of the company name, else "SB". */
export function companyInitials(companyName: string | null | undefined): string {
  const letters = (companyName ?? "").replace(/[^\p{L}]/gu, "");
  return letters ? letters.slice(0, 2).toUpperCase() : "SB";
}

export const FALLBACK_COMPANY_NAME = "Construction Management";
