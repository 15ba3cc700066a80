import type { Db } from "../../db/client";
import { deny } from "../../test/records";
export { lastLog, messages } from "../../test/records";

/** Helpers shared by the site issue API tests. */

export const issueBody = (projectId: number, over: Record<string, unknown> = {}) => ({
  projectId,
  date: "2025-03-14",
  issueType: "health_and_safety",
  priority: "high",
  location: "Level 2, grid C4",
  targetDate: "2025-03-21",
  issueDescription: "Edge protection missing on the east slab edge after the formwork strike.",
  immediateActions: "Area cordoned off with Heras fencing; gang briefed.",
  proposedSolution: "Scaffolder to reinstate double guard-rail and toe boards.",
  ...over,
});

/** A role that may not even view Contracts: the 403 of the read routes. */
export const denyContracts = (db: Db, role: string) => deny(db, role, "Contracts");

/** yyyy-MM-dd, `days` from today (UTC is close enough for a target a week away). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
