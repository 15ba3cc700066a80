import { endPoster, posterHeading, posterSteps, POSTER_COLUMNS, startPoster, type PosterBase } from "../../platform/pdf-poster";

/**
 * A contract's sign-in poster (issue 31): one QR for visitors (no account) and for workers with their
 * personal link on their phone, in the posters' one layout (platform/pdf-poster.ts), steps side by side.
 */

export type SitePosterInput = PosterBase;

export const VISITOR_STEPS = [
  "Scan the code with your phone's camera",
  "Fill in your name, company and reason for visit",
  "Scan again when you leave and tap Sign out",
] as const;
export const WORKER_STEPS = [
  "Open your personal sign-in link once on your phone",
  "Scan the code and tap Sign in",
  "Scan again when you leave and tap Sign out",
] as const;

export function renderSitePoster(input: SitePosterInput) {
  const poster = startPoster(input, "Sign in and out here", 270);
  const { left, gap, width } = POSTER_COLUMNS;
  const right = left + width + gap;
  const top = poster.y;
  const visitorsAt = posterHeading(poster, "Visitors", left, width);
  posterSteps(poster, VISITOR_STEPS, visitorsAt, left, width, 13);
  poster.y = top;
  const workersAt = posterHeading(poster, "Workers", right, width);
  posterSteps(poster, WORKER_STEPS, workersAt, right, width, 13);
  return endPoster(poster, input.url);
}
