import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}

/**
 * tailwind-merge builds its class map on its first call (~7 ms on a fast machine, four times that on a
 * phone). Called in a task of its own before React's first render, it keeps that render's task short
 * (issue 13: the first render was one task of 15 ms unthrottled, half of it this map).
 */
export function warmClassMerge(): void {
  twMerge("p-0 p-1");
}
