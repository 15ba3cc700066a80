import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { createTestApp, type TestApp } from "../test/harness";
import { createBotCheck, PRODUCTION_WORK } from "./bot-check";

/** The tests run the bot check with a lighter work (test/proof-work.ts); this is what a deployment asks. */
describe("the bot check's production work", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("asks 1,000-round PBKDF2 tries up to a secret counter in 1,000–3,000 unless a test passes other work", async () => {
    expect(PRODUCTION_WORK).toEqual({ cost: 1_000, counterMin: 1_000, counterMax: 3_000 });
    const check = await createBotCheck(t.db, t.config);
    const challenge = await check.challenge("login");
    expect(challenge.parameters.cost).toBe(1_000);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution?.counter).toBeGreaterThanOrEqual(1_000);
    expect(solution?.counter).toBeLessThanOrEqual(3_000);
  });

  it("doubles the counter's range for each level of an account's proof", async () => {
    const check = await createBotCheck(t.db, t.config, { cost: 1, counterMin: 10, counterMax: 10 });
    const challenge = await check.challenge("login", { email: "a@example.co.uk", level: 3 });
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution?.counter).toBe(80);
  });
});
