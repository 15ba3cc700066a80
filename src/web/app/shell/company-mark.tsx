import { useEffect, useState } from "react";
import { cn } from "@web/lib/cn";
import { companyInitials } from "./initials";

/** The company logo (at most 6rem high), else its first two letters, else "SB" (product.md §2.3). */
export function CompanyMark({ logo, companyName, compact = false }: { logo: string | null; companyName: string | null; compact?: boolean }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [logo]);
  if (logo && !failed) {
    return (
      <img
        src={logo}
        alt={companyName ? `${companyName} logo` : "Company logo"}
        onError={() => setFailed(true)}
        className={cn("max-h-24 w-auto max-w-full object-contain", compact && "max-h-10 max-w-10")}
      />
    );
  }
  return (
    <span
      aria-label={companyName ?? "Sitebook"}
      className={cn(
        "flex shrink-0 items-center justify-center rounded-lg bg-brand font-bold tracking-wide text-brand-foreground shadow-sm",
        compact ? "size-10 text-sm" : "size-12 text-base",
      )}
    >
      {companyInitials(companyName)}
    </span>
  );
}
