/**
 * A person's initials wherever the app shows them instead of a picture: the sidebar, the phone
 * menu, User Settings, the team list and diary authors. One rule, the spec's (product.md §2.3):
 * the first two characters of the name, else of the email, else of the username, else "U". So a
 * user reads the same everywhere ("VE" for Vera Evans, never "VE" in one place and "VV" in another).
 */
export type Initialled = { name?: string | null; email?: string | null; username?: string | null };

export function userInitials(user: Initialled | string | null | undefined): string {
  const person = typeof user === "string" ? { name: user } : user;
  const source = person?.name?.trim() || person?.email?.trim() || person?.username?.trim();
  return source ? Array.from(source).slice(0, 2).join("").toUpperCase() : "U";
}
