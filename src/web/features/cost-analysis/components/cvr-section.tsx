/** Placeholder: the monthly valuations and CVR months' section (branch cost-registers-web replaces this file). */
export function CvrSection(_props: { slug: string }) {
  return null;
}
