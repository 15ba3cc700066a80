import type { WeatherRecordView, WeatherSnapshotView } from "@shared/weather/weather";
import type { WeatherRecordRow, WeatherSnapshotRow } from "./weather.repository";

export function presentSnapshot(row: WeatherSnapshotRow): WeatherSnapshotView {
  return {
    id: row.id,
    at: row.timestamp.toISOString(),
    temperature: row.temperature,
    condition: row.condition,
    humidity: row.humidity,
    windSpeed: row.windSpeed,
    windDirection: row.windDirection,
    pressure: row.pressure,
    visibility: row.visibility,
    uvIndex: row.uvIndex,
    feelsLike: row.feelsLike,
    dewPoint: row.dewPoint,
  };
}

export function presentRecord(row: WeatherRecordRow): WeatherRecordView {
  return {
    id: row.id,
    date: row.date,
    temperature: row.temperature,
    condition: row.condition,
    humidity: row.humidity,
    windSpeed: row.windSpeed,
    windDirection: row.windDirection,
    pressure: row.pressure,
    visibility: row.visibility,
    uvIndex: row.uvIndex,
    description: row.description,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}
