/**
 * Text widths in points for the canvas preview. Arial (or Liberation Sans) has Helvetica's widths, so
 * lines break where pdfkit breaks them; the canvas measures at 100 px and scales.
 */
export const PREVIEW_FONT = 'Helvetica, Arial, "Liberation Sans", sans-serif';

let ctx: CanvasRenderingContext2D | null | undefined;
const cache = new Map<string, number>();

export function measureText(text: string, fontSize: number, bold: boolean): number {
  if (ctx === undefined) ctx = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d");
  const key = `${bold ? "b" : "n"}${text}`;
  let at100 = cache.get(key);
  if (at100 === undefined) {
    if (ctx) {
      ctx.font = `${bold ? "bold " : ""}100px ${PREVIEW_FONT}`;
      at100 = ctx.measureText(text).width;
    } else at100 = text.length * 50;
    if (cache.size > 5000) cache.clear();
    cache.set(key, at100);
  }
  return (at100 * fontSize) / 100;
}
