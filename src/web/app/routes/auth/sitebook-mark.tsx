import { cn } from "@web/lib/cn";

/** The Sitebook product mark (the favicon's house on a green tile). */
export function SitebookMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn("size-9", className)} aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#0C6D52" />
      <path d="M8 22V12l8-5 8 5v10h-5v-6h-6v6z" fill="#fff" />
    </svg>
  );
}
