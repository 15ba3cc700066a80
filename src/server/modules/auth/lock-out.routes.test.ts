import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index";
import { createTestApp, type TestApp } from "../../test/harness";
import { solvedToken } from "../../test/bot-token";
import { buildUser } from "../../seed/factories";
import { hit } from "../../platform/rate-limit";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { LIMITS, throttleKey } from "./auth.limits";
import { levelFor } from "./sign-in-holds";

/**
 * Finding 8 of issue 10: the lock-out must not be a weapon. An attacker who locks an account, or
 * fills an office's shared address with failures, must not keep its real user out.
 */
const LOCKED = /^Too many failed sign-in attempts\. This account is locked for 1?[0-9] minutes?\.$/;
const NETWORK = /^Too many failed sign-in attempts from this network\. Please try again in 1?[0-9] minutes?\.$/;

let ipSeq = 0;
const freshIp = () => `10.8.0.${++ipSeq}`;

/** The device cookie exactly as the browser would send it back. */
function deviceCookie(res: LightMyRequestResponse): string {
  const raw = [res.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("sitebook_device="));
  if (!raw) throw new Error(`no device cookie set (${res.statusCode} ${res.body})`);
  return raw.split(";")[0];
}

/** The locked account's own proof of work, solved as the sign-in form does after a 429 that names a proofLevel. */
async function accountToken(app: TestApp, email: string) {
  const res = await app.app.inject({ method: "GET", url: `/api/bot-check/challenge?action=login&email=${encodeURIComponent(email)}` });
  const { enabled, challenge } = res.json() as { enabled: boolean; challenge: Challenge };
  if (!enabled) throw new Error(`no account challenge for ${email}: ${res.body}`);
  const solution = await solveChallenge({ challenge, deriveKey });
  return { level: challenge.parameters.data?.level, token: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64") };
}

type Attempt = { ip: string; cookie?: string; token?: string };
const signIn = (app: TestApp, username: string, password: string, { ip, cookie, token }: Attempt) =>
  app.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password, recaptchaToken: token },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

describe("known device (bot check off)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function lockOut(email: string, ip = freshIp()) {
    for (let i = 1; i < LIMITS.accountFailures; i++) expect((await signIn(t, email, "Wrong123!", { ip })).statusCode).toBe(401);
    const last = await signIn(t, email, "Wrong123!", { ip });
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe("Too many failed sign-in attempts. This account is locked for 15 minutes.");
  }

  it("lets the real user in from a device they signed in from while an attacker has locked the account", async () => {
    const u = await buildUser(t.db);
    const home = freshIp();
    const cookie = deviceCookie(await signIn(t, u.email, u.plainPassword, { ip: home }));
    await lockOut(u.email);

    const stranger = await signIn(t, u.email, u.plainPassword, { ip: home });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(LOCKED);
    const known = await signIn(t, u.email, u.plainPassword, { ip: home, cookie });
    expect(known.statusCode).toBe(200);
    expect(known.json().email).toBe(u.email);
    // Getting past the lock does not lift it for devices the account does not know.
    expect((await signIn(t, u.email, u.plainPassword, { ip: freshIp() })).statusCode).toBe(429);
    expect((await signIn(t, u.email, u.plainPassword, { ip: freshIp(), cookie })).statusCode).toBe(200);
  });

  it("lets the real user in from a new device with the account's proof of work, even with the bot check off", async () => {
    const u = await buildUser(t.db);
    await lockOut(u.email);
    const plain = await signIn(t, u.email, u.plainPassword, { ip: freshIp() });
    expect(plain.statusCode).toBe(429);
    expect(plain.json().proofLevel).toBe(1);
    const proof = await accountToken(t, u.email);
    expect(proof.level).toBe(1);
    const owner = await signIn(t, u.email, u.plainPassword, { ip: freshIp(), token: proof.token });
    expect(owner.statusCode).toBe(200);
    // A wrong password with the proof is answered as the lock, and the proof is spent.
    const again = await signIn(t, u.email, "Wrong123!", { ip: freshIp(), token: proof.token });
    expect(again.statusCode).toBe(400);
    const guess = await signIn(t, u.email, "Wrong123!", { ip: freshIp(), token: (await accountToken(t, u.email)).token });
    expect(guess.statusCode).toBe(429);
    expect(guess.json().message).toMatch(LOCKED);
    // An account that is not locked asks for no proof: the check stays off.
    expect(
      (await t.app.inject({ method: "GET", url: `/api/bot-check/challenge?action=login&email=${encodeURIComponent("free@example.co.uk")}` })).json(),
    ).toEqual({
      enabled: false,
    });
  }, 60_000);

  it("is not held by an address that 20 failures have blocked", async () => {
    const u = await buildUser(t.db);
    const office = freshIp();
    const cookie = deviceCookie(await signIn(t, u.email, u.plainPassword, { ip: office }));
    for (let i = 0; i < LIMITS.ipLoginFailures; i++) expect((await signIn(t, `spray${i}@example.co.uk`, "Wrong123!", { ip: office })).statusCode).toBe(401);

    const colleague = await buildUser(t.db);
    const blocked = await signIn(t, colleague.email, colleague.plainPassword, { ip: office });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(NETWORK);
    expect((await signIn(t, u.email, u.plainPassword, { ip: office, cookie })).statusCode).toBe(200);
  }, 60_000);

  it("counts a client under its own address, whatever X-Forwarded-For it sends (TRUST_PROXY off)", async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.ipLoginFailures; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: `xff${i}@example.co.uk`, password: "Wrong123!" },
        remoteAddress: ip,
        headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const u = await buildUser(t.db);
    const next = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: u.email, password: u.plainPassword },
      remoteAddress: ip,
      headers: { "x-forwarded-for": "198.51.100.7" },
    });
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toMatch(NETWORK);
  }, 60_000);

  it("gives the device its own limit: 5 wrong passwords from it and it waits too", async () => {
    const u = await buildUser(t.db);
    const ip = freshIp();
    const cookie = deviceCookie(await signIn(t, u.email, u.plainPassword, { ip }));
    for (let i = 1; i < LIMITS.accountFailures; i++) {
      const res = await signIn(t, u.email, "Wrong123!", { ip, cookie });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Invalid email or password");
    }
    const fifth = await signIn(t, u.email, "Wrong123!", { ip, cookie });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe("Too many failed sign-in attempts. This account is locked for 15 minutes.");
    const right = await signIn(t, u.email, u.plainPassword, { ip, cookie });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(LOCKED);
  });

  it("remembers each account that signs in on a shared device", async () => {
    const first = await buildUser(t.db);
    const second = await buildUser(t.db);
    const ip = freshIp();
    const once = deviceCookie(await signIn(t, first.email, first.plainPassword, { ip }));
    const both = deviceCookie(await signIn(t, second.email, second.plainPassword, { ip, cookie: once }));
    await lockOut(first.email);
    await lockOut(second.email);
    expect((await signIn(t, first.email, first.plainPassword, { ip, cookie: both })).statusCode).toBe(200);
    expect((await signIn(t, second.email, second.plainPassword, { ip, cookie: both })).statusCode).toBe(200);
  });

  it("sets an HttpOnly, signed cookie sent only to sign-in, and ignores a tampered or another account's cookie", async () => {
    const u = await buildUser(t.db);
    const other = await buildUser(t.db);
    const ip = freshIp();
    const res = await signIn(t, u.email, u.plainPassword, { ip });
    const set = res.cookies.find((c) => c.name === "sitebook_device")!;
    expect(set.httpOnly).toBe(true);
    expect(set.sameSite).toBe("Strict");
    expect(set.path).toBe("/api/login");
    expect(set.maxAge).toBeGreaterThan(30 * 24 * 3600);
    const cookie = deviceCookie(res);
    // The value names the account, so it must carry a signature that a change breaks.
    expect(decodeURIComponent(cookie)).toContain(String(u.id));

    await lockOut(other.email);
    const otherAccount = await signIn(t, other.email, other.plainPassword, { ip, cookie });
    expect(otherAccount.statusCode).toBe(429);
    // Value "<device>.<expiry>.<account ids>" then ".<signature>": name the other account instead.
    const plain = decodeURIComponent(cookie);
    const signatureAt = plain.lastIndexOf(".");
    const renamed = `${plain.slice(0, signatureAt).replace(/\d+$/, String(other.id))}${plain.slice(signatureAt)}`;
    expect(renamed).not.toBe(plain);
    const tampered = await signIn(t, other.email, other.plainPassword, { ip, cookie: renamed });
    expect(tampered.statusCode).toBe(429);
    expect(tampered.json().message).toMatch(LOCKED);
    const junk = await signIn(t, other.email, other.plainPassword, { ip, cookie: "sitebook_device=%%%not.a.cookie" });
    expect(junk.statusCode).toBe(429);
  });
});

describe("correct password with a passed bot check (bot check on)", () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createTestApp({ botCheck: true });
  });
  afterAll(() => b.close());
  const token = async () => (await solvedToken(b.app, "login")).token;

  it("gets through a lock with the account's proof of work from any address; wrong passwords still meet the lock", async () => {
    const u = await buildUser(b.db);
    const attacker = freshIp();
    for (let i = 1; i < LIMITS.accountFailures; i++)
      expect((await signIn(b, u.email, "Wrong123!", { ip: attacker, token: await token() })).statusCode).toBe(401);
    const locked = await signIn(b, u.email, "Wrong123!", { ip: attacker, token: await token() });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("Too many failed sign-in attempts. This account is locked for 15 minutes.");

    // The usual check is not enough during a lock: the answer names the account's level, the password is not checked.
    const usual = await signIn(b, u.email, u.plainPassword, { ip: freshIp(), token: await token() });
    expect(usual.statusCode).toBe(429);
    expect(usual.json()).toMatchObject({ message: expect.stringMatching(LOCKED), proofLevel: 1 });
    const realUser = await signIn(b, u.email, u.plainPassword, { ip: freshIp(), token: (await accountToken(b, u.email)).token });
    expect(realUser.statusCode).toBe(200);
    expect(realUser.json().email).toBe(u.email);

    // The lock still stands for guesses: a wrong password with the proof answers as the lock does.
    const guess = await signIn(b, u.email, "Guess123!", { ip: freshIp(), token: (await accountToken(b, u.email)).token });
    expect(guess.statusCode).toBe(429);
    expect(guess.json().message).toMatch(LOCKED);
    // The address the guesses came from is not held against the owner: an office can share it.
    expect((await signIn(b, u.email, u.plainPassword, { ip: attacker, token: (await accountToken(b, u.email)).token })).statusCode).toBe(200);
    // Another account's proof does not open this one.
    const other = await buildUser(b.db, { lockedUntil: new Date(Date.now() + 10 * 60_000) });
    const borrowed = await signIn(b, u.email, u.plainPassword, { ip: freshIp(), token: (await accountToken(b, other.email)).token });
    expect(borrowed.statusCode).toBe(429);
  }, 120_000);

  it("bounds an attacker's rate: each level of guesses during a lock doubles the work of the next, and a cheaper proof is refused unchecked", async () => {
    const u = await buildUser(b.db, { lockedUntil: new Date(Date.now() + 10 * 60_000) });
    const cheap = await accountToken(b, u.email);
    expect(cheap.level).toBe(1);
    for (let i = 0; i < LIMITS.lockedGuessesPerLevel; i++) {
      const res = await signIn(b, u.email, `Guess${i}23!`, { ip: freshIp(), token: (await accountToken(b, u.email)).token });
      expect(res.statusCode).toBe(429);
    }
    // Four guesses later a level-1 proof no longer buys a password check, not even the right password's.
    const refused = await signIn(b, u.email, u.plainPassword, { ip: freshIp(), token: cheap.token });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().proofLevel).toBe(2);
    expect((await accountToken(b, u.email)).level).toBe(2);
    // Work per guess, in usual checks: 2, 4, 8, 16, then 32 for every guess after the 16th; it never becomes a refusal.
    expect([0, 3, 4, 8, 12, 16, 20, 1000].map(levelFor)).toEqual([1, 1, 2, 3, 4, 5, 5, 5]);
  }, 120_000);

  it("still lets the owner in from a new device after 20 guesses in one lock (the old cut-off), at the top level", async () => {
    const u = await buildUser(b.db);
    const cookie = deviceCookie(await signIn(b, u.email, u.plainPassword, { ip: freshIp(), token: await token() }));
    await b.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    await b.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() + 10 * 60_000) })
      .where(eq(users.id, u.id));
    for (let i = 0; i < 20; i++) await hit(b.db, throttleKey.loginLockedGuesses(u.email), LIMITS.accountLockMs);

    const proof = await accountToken(b, u.email);
    expect(proof.level).toBe(LIMITS.maxProofLevel);
    expect((await signIn(b, u.email, u.plainPassword, { ip: freshIp(), token: proof.token })).statusCode).toBe(200);
    // A known device needs no proof beyond the usual check.
    expect((await signIn(b, u.email, u.plainPassword, { ip: freshIp(), cookie, token: await token() })).statusCode).toBe(200);
  }, 300_000);

  it("answers a wrong password during a lock exactly as for an unknown email", async () => {
    const u = await buildUser(b.db, { lockedUntil: new Date(Date.now() + 10 * 60_000) });
    const ghost = "ghost-lock@example.co.uk";
    const ip = freshIp();
    for (let i = 0; i < LIMITS.accountFailures; i++) await signIn(b, ghost, "Wrong123!", { ip, token: await token() });
    const real = await signIn(b, u.email, "Wrong123!", { ip: freshIp(), token: await token() });
    const unknown = await signIn(b, ghost, "Wrong123!", { ip: freshIp(), token: await token() });
    expect(real.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(real.json().message).toMatch(LOCKED);
    expect(unknown.json().message).toMatch(LOCKED);
  }, 120_000);

  it("lets a correct password through an address that 20 failures have blocked, and answers guesses as blocked", async () => {
    const office = freshIp();
    for (let i = 0; i < LIMITS.ipLoginFailures; i++) await hit(b.db, throttleKey.loginIp(office), LIMITS.ipLoginWindowMs);
    const u = await buildUser(b.db);

    const ok = await signIn(b, u.email, u.plainPassword, { ip: office, token: await token() });
    expect(ok.statusCode).toBe(200);
    const wrong = await signIn(b, u.email, "Wrong123!", { ip: office, token: await token() });
    const unknown = await signIn(b, "nobody-office@example.co.uk", "Wrong123!", { ip: office, token: await token() });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(NETWORK);
    }
  }, 60_000);
});
