import QRCode from "qrcode";

/**
 * A QR code drawn into a PDF as filled squares (vector, sharp at any print size), from the same
 * matrix the web page draws, with a two-module quiet zone inside the `size`-point square at (x, y).
 * The worker's ID card and the contract's registration poster both print one.
 */
export function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  doc.save().fillColor("#000000");
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      // A hair over one cell so neighbouring squares meet without a seam in any viewer.
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell + 0.01, cell + 0.01);
    }
  }
  doc.fill();
  doc.restore();
}
