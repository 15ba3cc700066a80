export { sessionFor, signedIn } from "../../test/sessions";

/** The temporary password line of a Team Management email. */
export function temporaryPasswordIn(text: string): string {
  const match = /Temporary password: (\S+)/.exec(text);
  if (!match) throw new Error(`no temporary password in: ${text}`);
  return match[1];
}
