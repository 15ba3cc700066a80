import { Cloud, CloudDrizzle, CloudFog, CloudLightning, CloudRain, CloudSnow, CloudSun, Sun, Thermometer, type LucideIcon } from "lucide-react";
import { formatNumber, formatTemperature } from "@web/lib/format";

/** The icon for a condition in words (the WMO table's words, or what someone typed). */
export function conditionIcon(condition: string | null | undefined): LucideIcon {
  const c = (condition ?? "").toLowerCase();
  if (c.includes("thunder")) return CloudLightning;
  if (c.includes("snow") || c.includes("sleet")) return CloudSnow;
  if (c.includes("drizzle")) return CloudDrizzle;
  if (c.includes("rain") || c.includes("shower")) return CloudRain;
  if (c.includes("fog") || c.includes("mist")) return CloudFog;
  if (c.includes("partly") || c.includes("sunny intervals")) return CloudSun;
  if (c.includes("clear") || c.includes("sun")) return Sun;
  if (c.includes("cloud") || c.includes("overcast")) return Cloud;
  return Thermometer;
}

/** 8.4 °C from the decimal string the API sends. */
export const temperature = (v: string | null | undefined) => formatTemperature(v);

/** 14 mph SW */
export function wind(speed: string | null | undefined, direction: string | null | undefined): string | null {
  if (speed == null && !direction) return null;
  return [speed == null ? null : `${formatNumber(speed, 0)} mph`, direction].filter(Boolean).join(" ");
}

/** yyyy-MM-dd of the viewer's today (what a date input holds). */
export function localIsoDay(d = new Date()): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** 10/03/2025 from 2025-03-10, without time zones getting involved. */
export const isoDayToUk = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
