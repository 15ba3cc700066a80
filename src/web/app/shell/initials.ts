/** The shell's fallbacks for a missing picture or logo (product.md §2.3). */

/** First two characters of the name, else the email, else the username, else "U". */
export function userInitials(user: { name?: string | null; email?: string | null; username?: string | null } | null | undefined): string {
  const source = user?.name?.trim() || user?.email?.trim() || user?.username?.trim();
  return source ? source.slice(0, 2).toUpperCase() : "U";
}

/** The first two letters of the company name, else "SB". */
export function companyInitials(companyName: string | null | undefined): string {
  const letters = (companyName ?? "").replace(/[^\p{L}]/gu, "");
  return letters ? letters.slice(0, 2).toUpperCase() : "SB";
}

export const FALLBACK_COMPANY_NAME = "Construction Management";
