import { useEffect, useState } from "react";
import { cn } from "@web/lib/cn";

/** The profile picture, or the initials when there is none or it fails to load (product.md §2.3). */
export function UserAvatar({ src, initials, className }: { src: string | null; initials: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  return (
    <span
      className={cn(
        "relative flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand text-xs font-semibold text-brand-foreground",
        className,
      )}
    >
      <span aria-hidden="true">{initials}</span>
      {src && !failed && <img src={src} alt="" onError={() => setFailed(true)} className="absolute inset-0 size-full object-cover" />}
    </span>
  );
}
