import type { ProofWork } from "../platform/bot-check";

/**
 * The bot check's proof of work for tests: the same challenge, solution, signature and single use as
 * in production, with a thousandth of the work (a solve in milliseconds). The API tests and the
 * browser journeys' server pass it in code; nothing a deployment sets can choose it. What a solve
 * costs in production is PRODUCTION_WORK, checked on its own in bot-check.test.ts.
 */
export const TEST_PROOF_WORK: ProofWork = { cost: 10, counterMin: 10, counterMax: 30 };
