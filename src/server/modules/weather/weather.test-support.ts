import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for postcodes.io and Open-Meteo, for tests: the same paths, parameters and
 * answer shapes, with fixed readings. `mode` makes it fail the way real services do.
 */
export type FakeWeatherService = {
  postcodeUrl: string;
  forecastUrl: string;
  requests: URL[];
  mode: "ok" | "error" | "hang-up";
  close: () => Promise<void>;
};

export const FAKE_PLACES: Record<string, { latitude: number; longitude: number }> = {
  LS14AP: { latitude: 53.7965, longitude: -1.5478 },
  M11AE: { latitude: 53.4794, longitude: -2.2453 },
};

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${from}T12:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1)) out.push(d.toISOString().slice(0, 10));
  return out;
}

export async function startFakeWeatherService(port = 0): Promise<FakeWeatherService> {
  const state = { mode: "ok" as FakeWeatherService["mode"], requests: [] as URL[] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    state.requests.push(url);
    if (state.mode === "hang-up") return req.socket.destroy();
    if (state.mode === "error") return json(res, 500, { error: "Internal Server Error" });

    const postcode = /^\/postcodes\/([^/]+)$/.exec(url.pathname);
    if (postcode) {
      const key = decodeURIComponent(postcode[1]).replace(/\s+/g, "").toUpperCase();
      // Known places answer their own location; any other postcode but the ZZ test area sits in central Leeds.
      const place = FAKE_PLACES[key] ?? (key.startsWith("ZZ") ? undefined : FAKE_PLACES.LS14AP);
      return place
        ? json(res, 200, { status: 200, result: { postcode: postcode[1], ...place } })
        : json(res, 404, { status: 404, error: "Postcode not found" });
    }
    if (url.pathname === "/v1/forecast") {
      if (!url.searchParams.get("latitude") || !url.searchParams.get("longitude")) return json(res, 400, { error: true, reason: "latitude required" });
      if (url.searchParams.get("current")) {
        return json(res, 200, {
          current: {
            time: "2025-03-10T14:00",
            temperature_2m: 8.4,
            relative_humidity_2m: 81,
            apparent_temperature: 5.9,
            weather_code: 61,
            wind_speed_10m: 14.3,
            wind_direction_10m: 225,
            pressure_msl: 1008.2,
          },
          hourly: {
            time: ["2025-03-10T13:00", "2025-03-10T14:00", "2025-03-10T15:00"],
            visibility: [20000, 24140, 18000],
            uv_index: [1.5, 2.05, 1.1],
            dew_point_2m: [4.9, 5.3, 5.1],
          },
        });
      }
      const from = url.searchParams.get("start_date");
      const to = url.searchParams.get("end_date");
      if (url.searchParams.get("daily") && from && to) {
        const list = days(from, to);
        return json(res, 200, {
          daily: {
            time: list,
            weather_code: list.map(() => 3),
            temperature_2m_max: list.map(() => 11.2),
            temperature_2m_min: list.map(() => 3.4),
            wind_speed_10m_max: list.map(() => 18),
            wind_direction_10m_dominant: list.map(() => 270),
            uv_index_max: list.map(() => 2.5),
            precipitation_sum: list.map(() => 1.2),
          },
        });
      }
      return json(res, 400, { error: true, reason: "no variables" });
    }
    json(res, 404, { error: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    postcodeUrl: base,
    forecastUrl: `${base}/v1/forecast`,
    get requests() {
      return state.requests;
    },
    get mode() {
      return state.mode;
    },
    set mode(m) {
      state.mode = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
