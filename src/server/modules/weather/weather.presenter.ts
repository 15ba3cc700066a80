import type { WeatherRecordView, WeatherSnapshotView } from "@shared/weather/weather";
import type { WeatherRecordRow, WeatherSnapshotRow } from "./weather.repository";

type Conditions = "temperature" | "condition" | "humidity" | "windSpeed" | "windDirection" | "pressure" | "visibility" | "uvIndex";

/** The conditions a snapshot and a day's record both hold, under the same names in the row and the answer. */
function conditions<R extends Pick<WeatherSnapshotRow | WeatherRecordRow, Conditions>>(row: R): Pick<R, Conditions> {
  const { temperature, condition, humidity, windSpeed, windDirection, pressure, visibility, uvIndex } = row;
  return { temperature, condition, humidity, windSpeed, windDirection, pressure, visibility, uvIndex };
}

export function presentSnapshot(row: WeatherSnapshotRow): WeatherSnapshotView {
  return {
    id: row.id,
    at: row.timestamp.toISOString(),
    ...conditions(row),
    feelsLike: row.feelsLike,
    dewPoint: row.dewPoint,
  };
}

export function presentRecord(row: WeatherRecordRow): WeatherRecordView {
  return {
    id: row.id,
    date: row.date,
    ...conditions(row),
    description: row.description,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}
