import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Twilio's Messages API, for tests: the same path, basic auth and form fields,
 * and answers in its shape. A message to a number ending 0000 is refused as Twilio refuses an invalid
 * "To" (21211); `mode` makes every call fail or hang up.
 */
export type FakeTwilioRequest = { path: string; authorization: string | undefined; form: Record<string, string> };
export type FakeTwilio = { url: string; requests: FakeTwilioRequest[]; mode: "ok" | "error" | "hang-up"; close: () => Promise<void> };

export const FAKE_SID = `AC${"0123456789abcdef".repeat(2)}`;
export const FAKE_TOKEN = "fake-twilio-auth-token-0001";

export async function startFakeTwilio(): Promise<FakeTwilio> {
  let count = 0;
  const state: FakeTwilio = { url: "", requests: [], mode: "ok", close: async () => {} };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      state.requests.push({ path: req.url ?? "", authorization: req.headers.authorization, form });
      const json = (status: number, answer: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(answer));
      };
      if (state.mode === "hang-up") return req.socket.destroy();
      if (state.mode === "error") return json(500, { code: 20500, message: "Internal Server Error", status: 500 });
      const expected = `Basic ${Buffer.from(`${FAKE_SID}:${FAKE_TOKEN}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return json(401, { code: 20003, message: "Authenticate", status: 401 });
      if (req.method !== "POST" || req.url !== `/2010-04-01/Accounts/${FAKE_SID}/Messages.json`)
        return json(404, { code: 20404, message: "Not found", status: 404 });
      if (/0000$/.test(form.To ?? "")) return json(400, { code: 21211, message: `The 'To' number ${form.To} is not a valid phone number.`, status: 400 });
      count += 1;
      json(201, { sid: `SM${String(count).padStart(32, "0")}`, status: "queued", to: form.To, from: form.From, body: form.Body });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
