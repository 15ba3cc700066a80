import type { Tx } from "../../db/client";
import { HttpError } from "../../platform/errors";
import { activeUserIds, type ProjectRow } from "./projects.repository";

type Managers = { projectManagerId?: number | null; siteManagerId?: number | null };

const MESSAGES = {
  projectManagerId: "The project manager must be an active member of the team",
  siteManagerId: "The site manager must be an active member of the team",
} as const;

/**
 * A manager chosen now must be an active member of the team. One kept from before is left alone, so a
 * project whose manager has since left can still be edited for other reasons.
 */
export async function checkManagers(tx: Tx, next: Managers, current: Pick<ProjectRow, "projectManagerId" | "siteManagerId"> | null) {
  const chosen = (["projectManagerId", "siteManagerId"] as const).filter((f) => {
    const id = next[f];
    return id !== undefined && id !== null && id !== current?.[f];
  });
  if (chosen.length === 0) return;
  const active = await activeUserIds(
    tx,
    chosen.map((f) => next[f] as number),
  );
  const errors = chosen.filter((f) => !active.has(next[f] as number)).map((f) => ({ field: f, message: MESSAGES[f] }));
  if (errors.length > 0) throw new HttpError(400, errors[0].message, { errors });
}
