import { useRef, useState, type PointerEvent } from "react";
import { Eraser } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";

/**
 * A signature drawn with a finger, a pen or a mouse, kept as an SVG path in a 300 × 100 box
 * ("M x y L x y …", one decimal): a few kilobytes, drawn again the same anywhere (a results list, a
 * PDF), and checked by the server's `signatureSchema` (moves and lines only, nothing that could run).
 */
export const SIGNATURE_BOX = { width: 300, height: 100 } as const;

const round = (n: number) => Math.round(n * 10) / 10;

export function SignaturePad({
  value,
  onChange,
  label = "Signature: draw with your finger or mouse",
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (path: string) => void;
  label?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const box = useRef<SVGSVGElement>(null);
  const [drawing, setDrawing] = useState(false);

  const point = (e: PointerEvent<SVGSVGElement>) => {
    const r = box.current!.getBoundingClientRect();
    const x = Math.min(SIGNATURE_BOX.width, Math.max(0, ((e.clientX - r.left) / (r.width || 1)) * SIGNATURE_BOX.width));
    const y = Math.min(SIGNATURE_BOX.height, Math.max(0, ((e.clientY - r.top) / (r.height || 1)) * SIGNATURE_BOX.height));
    return `${round(x)} ${round(y)}`;
  };

  return (
    <div className="grid gap-2">
      <svg
        ref={box}
        role="img"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        viewBox={`0 0 ${SIGNATURE_BOX.width} ${SIGNATURE_BOX.height}`}
        className={cn("aspect-[3/1] w-full max-w-md touch-none rounded-md border-2 border-dashed bg-white", invalid ? "border-red-500" : "border-slate-300")}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          setDrawing(true);
          onChange(`${value ? `${value} ` : ""}M ${point(e)}`);
        }}
        onPointerMove={(e) => {
          if (drawing) onChange(`${value} L ${point(e)}`);
        }}
        onPointerUp={() => setDrawing(false)}
        onPointerCancel={() => setDrawing(false)}
      >
        <line x1="20" y1="80" x2="280" y2="80" stroke="#cbd5e1" strokeWidth="1" />
        {value && <path d={value} fill="none" stroke="#0f172a" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />}
      </svg>
      <div>
        <Button type="button" variant="outline" size="sm" disabled={!value} onClick={() => onChange("")}>
          <Eraser aria-hidden="true" />
          Clear signature
        </Button>
      </div>
    </div>
  );
}

/** A kept signature, drawn again (a results list, a registration waiting for approval). */
export function SignatureView({ path, name, className }: { path: string; name: string; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={`Signature of ${name}`}
      viewBox={`0 0 ${SIGNATURE_BOX.width} ${SIGNATURE_BOX.height}`}
      className={cn("aspect-[3/1] w-48 rounded border border-slate-200 bg-white", className)}
    >
      <path d={path} fill="none" stroke="#0f172a" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
