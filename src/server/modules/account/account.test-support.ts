import { randomBytes } from "node:crypto";

/** Test helpers shared by the company, account and activity-log API tests. */

export { sessionForEmail as sessionFor } from "../../test/sessions";

export { pngBytes } from "../../test/png";

export const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

/** A multipart/form-data body with one file, for inject(). */
export function multipart(data: Buffer, filename: string, contentType: string, field = "file") {
  const boundary = `----sitebook${randomBytes(8).toString("hex")}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
