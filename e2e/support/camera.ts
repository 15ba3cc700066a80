import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type LaunchOptions } from "@playwright/test";
import QRCode from "qrcode";

/**
 * A phone whose camera sees a QR code: Chromium's fake capture device playing a file of it. The QR
 * scanner (src/web/components/qr/qr-scanner.tsx) reads it with ZXing, as the headless shell has no
 * BarcodeDetector.
 */

/**
 * A camera's picture of `text` as a QR code, in the format Chromium's fake capture device reads
 * (Y4M, 4:2:0): black modules on white with a quiet zone of 4, scaled to about 400 px in a 640×480
 * frame. Chromium loops the file, so ten identical frames are plenty.
 */
export function qrVideo(text: string): Buffer {
  const W = 640;
  const H = 480;
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  const cells = size + 8;
  const scale = Math.floor(400 / cells);
  const left = Math.floor((W - cells * scale) / 2);
  const top = Math.floor((H - cells * scale) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) {
      if (!data[r * size + c]) continue;
      for (let dy = 0; dy < scale; dy++) {
        const at = (top + (r + 4) * scale + dy) * W + left + (c + 4) * scale;
        y.fill(16, at, at + scale);
      }
    }
  const chroma = Buffer.alloc((W * H) / 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]);
}

/** A browser whose camera shows `text` as a QR code; `close` stops it and removes the file. */
export async function browserWithCamera(text: string, launchOptions: LaunchOptions | undefined): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const video = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "e2e-camera-")), "qr.y4m");
  fs.writeFileSync(video, qrVideo(text));
  const browser = await chromium.launch({
    ...launchOptions,
    // The fake camera plays the file; the headless shell answers getUserMedia "Not supported" on a
    // granted permission alone, so its prompt is answered by the fake UI too.
    args: [
      ...(launchOptions?.args ?? []),
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      fs.rmSync(path.dirname(video), { recursive: true, force: true });
    },
  };
}
