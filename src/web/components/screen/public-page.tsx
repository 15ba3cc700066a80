import type { CSSProperties, ReactNode } from "react";
import { HardHat } from "lucide-react";
import { brandPalette, DEFAULT_BRAND_COLOUR } from "@shared/rules/brand-colour";

const SITEBOOK_GREEN = "#0C6D52";

/**
 * The page wears the company's colour, or Sitebook's green while the company keeps the neutral
 * default, which on a worker's phone reads as a disabled button (as on the sign-in page).
 */
function colours(brandColor: string | null | undefined): CSSProperties {
  const own = brandColor && brandColor.toLowerCase() !== DEFAULT_BRAND_COLOUR;
  const p = brandPalette(own ? brandColor : SITEBOOK_GREEN);
  return { "--brand": p.brand, "--brand-dark": p.dark, "--brand-light": p.light, "--brand-foreground": p.foreground } as CSSProperties;
}

/**
 * A page opened on someone's own phone with no account (registration before arrival, the sign-in
 * poster, a personal link, an asset label's scan): no shell, phone first, the company's name and
 * colour over the title (a page that may not name the company, the scan, leaves it out).
 */
export function PublicPage({
  brandColor,
  company,
  title,
  subtitle,
  width = "max-w-2xl",
  children,
}: {
  brandColor: string | null | undefined;
  company?: string;
  title: string;
  subtitle?: string;
  width?: string;
  children: ReactNode;
}) {
  return (
    <main className={`mx-auto grid w-full ${width} gap-5 px-4 py-6 sm:py-10`} style={colours(brandColor)}>
      <header className="grid gap-1">
        {company && (
          <p className="flex items-center gap-2 text-sm font-medium text-brand">
            <HardHat className="size-4" aria-hidden="true" />
            {company}
          </p>
        )}
        <h1 className="text-2xl font-semibold">{title}</h1>
        {subtitle && <p className="text-slate-700">{subtitle}</p>}
      </header>
      {children}
    </main>
  );
}
