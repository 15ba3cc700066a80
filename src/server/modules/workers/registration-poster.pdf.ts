import { endPoster, posterSteps, startPoster, type PosterBase } from "../../platform/pdf-poster";

/**
 * A contract's registration poster (issue 30): A4, for the site gate and the welfare cabin, in the
 * posters' one layout (platform/pdf-poster.ts). Drawn on a PDF worker from plain data (pdf-renderer.ts).
 */

export type RegistrationPosterInput = PosterBase;

export const POSTER_STEPS = [
  "Scan the code with your phone's camera",
  "Fill in your details and add your cards",
  "Read the site induction and answer the questions",
] as const;

export function renderRegistrationPoster(input: RegistrationPosterInput) {
  const poster = startPoster(input, "Register before you arrive", 300);
  posterSteps(poster, POSTER_STEPS, poster.y + 4);
  return endPoster(poster, input.url);
}
