import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { solvedToken as solveFor } from "../../test/bot-token";
import { buildUser } from "../../seed/factories";

/** The real ALTCHA proof of work, as the browser does it, against BOT_CHECK=on. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ botCheck: true });
});
afterAll(() => t.close());

const solvedToken = (action: string) => solveFor(t.app, action);

const postLogin = (username: string, password: string, recaptchaToken?: string) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { username, password, recaptchaToken } });

describe("bot check on", () => {
  it("hands out a signed challenge for the action", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/bot-check/challenge?action=forgot_password" });
    const { challenge } = res.json();
    expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", data: { action: "forgot_password" } });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("signs in with a solved challenge and refuses the same token again", async () => {
    const u = await buildUser(t.db);
    const { token } = await solvedToken("login");
    const ok = await postLogin(u.email, u.plainPassword, token);
    expect(ok.statusCode).toBe(200);
    const replay = await postLogin(u.email, u.plainPassword, token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe("Security check failed: challenge already used");
  });

  it("refuses a missing or unreadable token", async () => {
    const u = await buildUser(t.db);
    const missing = await postLogin(u.email, u.plainPassword);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Security check failed: missing or unreadable token");
    const junk = await postLogin(u.email, u.plainPassword, "not-a-token");
    expect(junk.json().message).toBe("Security check failed: missing or unreadable token");
  });

  it("refuses a token solved for another action", async () => {
    const u = await buildUser(t.db);
    const { token } = await solvedToken("request_access");
    const res = await postLogin(u.email, u.plainPassword, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Security check failed: wrong action");
  });

  it("refuses a forged challenge or a made-up solution", async () => {
    const u = await buildUser(t.db);
    const { challenge, solution } = await solvedToken("reset_password");
    // Relabelling the action breaks the server's signature.
    const relabelled = { ...challenge, parameters: { ...challenge.parameters, data: { action: "login" } } };
    const forged = Buffer.from(JSON.stringify({ challenge: relabelled, solution })).toString("base64");
    const res = await postLogin(u.email, u.plainPassword, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Security check failed: invalid solution");

    const { challenge: c2 } = await solvedToken("login");
    const guessed = Buffer.from(JSON.stringify({ challenge: c2, solution: { counter: 1, derivedKey: "00".repeat(32) } })).toString("base64");
    const res2 = await postLogin(u.email, u.plainPassword, guessed);
    expect(res2.json().message).toBe("Security check failed: invalid solution");
  });

  it("protects forgot-password, reset-password and access requests with their own actions", async () => {
    const u = await buildUser(t.db);
    const noToken = await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email: u.email } });
    expect(noToken.json().message).toBe("Security check failed: missing or unreadable token");
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/forgot-password",
      payload: { email: u.email, recaptchaToken: (await solvedToken("forgot_password")).token },
    });
    expect(forgot.statusCode).toBe(200);
    const code = (await t.lastEmailTo(u.email)).textBody.match(/\b(\d{6})\b/)![1];

    const wrongAction = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { email: u.email, resetCode: code, newPassword: "Solved1Pass", recaptchaToken: (await solvedToken("forgot_password")).token },
    });
    expect(wrongAction.json().message).toBe("Security check failed: wrong action");
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { email: u.email, resetCode: code, newPassword: "Solved1Pass", recaptchaToken: (await solvedToken("reset_password")).token },
    });
    expect(reset.statusCode).toBe(200);

    const request = await t.app.inject({
      method: "POST",
      url: "/api/send-registration-request",
      payload: { name: "Bot Free", email: "human@example.co.uk", role: "Viewer", recaptchaToken: (await solvedToken("request_access")).token },
    });
    expect(request.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/send-registration-request",
      payload: { name: "Bot", email: "bot@example.co.uk", role: "Viewer" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Security check failed: missing or unreadable token");
  }, 60_000);
});
