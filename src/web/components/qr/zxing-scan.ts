import { BrowserQRCodeReader } from "@zxing/browser";

/**
 * QR reading where the browser has no BarcodeDetector (desktop Chrome on Linux and Windows, Firefox,
 * Safari before 17): ZXing, loaded only then, in its own chunk. Reads the video until `onText` is
 * called once; the returned function stops it.
 */
export async function scanWithZxing(video: HTMLVideoElement, onText: (text: string) => void): Promise<() => void> {
  const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
  const controls = await reader.decodeFromVideoElement(video, (result) => {
    if (result) onText(result.getText());
  });
  return () => controls.stop();
}
