/** Placeholder: the variations register's section (branch cost-registers-web replaces this file). */
export function VariationsSection(_props: { slug: string }) {
  return null;
}
