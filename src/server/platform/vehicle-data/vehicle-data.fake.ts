import http from "node:http";
import type { AddressInfo } from "node:net";
import type { VehicleDataConfig } from "./vehicle-data";

/**
 * A local stand-in for DVLA's Vehicle Enquiry Service and DVSA's MOT History API, for tests: the
 * OAuth2 client-credentials token, the VES POST and the MOT GET, answering from `vehicles` and
 * checking the keys as the real services do. `calls` records what was asked; `fail` makes a service
 * answer an error (or hang, for the timeout).
 */

export type FakeVehicle = { dvla?: Record<string, unknown> | null; motTests?: Record<string, unknown>[] | null };

export async function startVehicleDataFake(vehicles: Record<string, FakeVehicle>) {
  const keys = { dvlaApiKey: "ves-key", motClientId: "client", motClientSecret: "secret", motApiKey: "mot-key" };
  const calls: string[] = [];
  const fail: { dvla?: number; mot?: number; token?: number } = {};
  let tokens = 0;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const send = (status: number, body?: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(body === undefined ? "" : JSON.stringify(body));
      };
      const url = new URL(req.url ?? "/", "http://fake");
      calls.push(`${req.method} ${url.pathname}`);
      if (req.method === "POST" && url.pathname === "/token") {
        if (fail.token) return send(fail.token, { error: "invalid_client" });
        const form = new URLSearchParams(raw);
        if (form.get("grant_type") !== "client_credentials" || form.get("client_id") !== keys.motClientId || form.get("client_secret") !== keys.motClientSecret)
          return send(401, { error: "invalid_client" });
        tokens += 1;
        return send(200, { access_token: `token-${tokens}`, token_type: "Bearer", expires_in: 3599 });
      }
      if (req.method === "POST" && url.pathname === "/vehicle-enquiry/v1/vehicles") {
        if (fail.dvla) return send(fail.dvla, { errors: [{ status: String(fail.dvla) }] });
        if (req.headers["x-api-key"] !== keys.dvlaApiKey) return send(403, { message: "Forbidden" });
        const plate = String((JSON.parse(raw || "{}") as { registrationNumber?: string }).registrationNumber ?? "");
        const v = vehicles[plate]?.dvla;
        return v ? send(200, { registrationNumber: plate, ...v }) : send(404, { errors: [{ status: "404", title: "Vehicle Not Found" }] });
      }
      const mot = /^\/v1\/trade\/vehicles\/registration\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && mot) {
        if (fail.mot === 999) return; // never answers: the client's timeout
        if (fail.mot) return send(fail.mot, { errorCode: "MOTH-ERR" });
        if (req.headers.authorization !== `Bearer token-${tokens}` || req.headers["x-api-key"] !== keys.motApiKey)
          return send(401, { message: "Unauthorized" });
        const v = vehicles[decodeURIComponent(mot[1])];
        if (!v?.motTests) return send(404, { errorCode: "MOTH-NP-01", errorMessage: "No data found" });
        return send(200, { registration: mot[1], make: "VOLVO", motTests: v.motTests });
      }
      send(404, { message: "No such route" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config: VehicleDataConfig = {
    ...keys,
    dvlaUrl: `${base}/vehicle-enquiry/v1/vehicles`,
    motTokenUrl: `${base}/token`,
    motScope: "https://tapi.dvsa.gov.uk/.default",
    motUrl: `${base}/v1/trade/vehicles/registration`,
  };
  return {
    config,
    calls,
    fail,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
