import { useMemo } from "react";
import QRCode from "qrcode";

/**
 * A QR code as one SVG path, from the same matrix the ID card PDF draws (qrcode's `create`), so the
 * page needs no canvas or image and the code stays sharp at any size.
 */
export function QrImage({ url, label, size = 160 }: { url: string; label: string; size?: number }) {
  const { count, path } = useMemo(() => {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
    const quiet = 2;
    let d = "";
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    return { count: modules.size + 2 * quiet, path: d };
  }, [url]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${count} ${count}`} width={size} height={size} shapeRendering="crispEdges" className="rounded bg-white">
      <rect width={count} height={count} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
