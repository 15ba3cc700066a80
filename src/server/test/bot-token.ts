import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { FastifyInstance } from "fastify";

/** Solves a real ALTCHA challenge for the action, as the browser's worker does (app built with botCheck: true). */
export async function solvedToken(app: FastifyInstance, action: string) {
  const res = await app.inject({ method: "GET", url: `/api/bot-check/challenge?action=${action}` });
  const { enabled, challenge } = res.json() as { enabled: boolean; challenge: Challenge };
  if (res.statusCode !== 200 || !enabled) throw new Error(`no challenge for ${action}: ${res.statusCode} ${res.body}`);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error(`challenge for ${action} not solved`);
  return { challenge, solution, token: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64") };
}
