import { useState } from "react";

/**
 * True from the first time `value` is true. Keeps a lazily loaded dialog mounted once opened, so its
 * code loads on first use rather than with the page, and it can still animate closed.
 */
export function useSticky(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
