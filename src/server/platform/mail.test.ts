import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/harness";
import { outboxEmails } from "../db/schema/index";
import { createMailer } from "./mail";

let t: TestApp;
let smtp: SMTPServer;
let port: number;
/** The mailer sends only declared kinds: this test's own. */
const KINDS = { test: { label: "Test message" } };
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (b) => (raw += b));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

describe("mail", () => {
  it("without SMTP keeps the message in the outbox", async () => {
    const mailer = createMailer(t.db, t.config, KINDS);
    const { id, delivered } = await mailer.send({ by: "system", to: "site@example.co.uk", subject: "Outbox only", text: "Hello", kind: "test" });
    expect(delivered).toBe(false);
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row).toMatchObject({ toAddress: "site@example.co.uk", subject: "Outbox only", status: "outbox" });
  });

  it("with SMTP_URL sends through the server and marks the message sent", async () => {
    const mailer = createMailer(t.db, { ...t.config, smtpUrl: `smtp://127.0.0.1:${port}` }, KINDS);
    const { id, delivered } = await mailer.send({ by: "system", to: "pm@example.co.uk", subject: "Diary shared", text: "See the diary", kind: "test" });
    expect(delivered).toBe(true);
    expect(received.at(-1)?.to).toEqual(["pm@example.co.uk"]);
    expect(received.at(-1)?.raw).toContain("Subject: Diary shared");
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row.status).toBe("sent");
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("records a failure when the SMTP server cannot be reached, losing nothing", async () => {
    const mailer = createMailer(t.db, { ...t.config, smtpUrl: "smtp://127.0.0.1:1" }, KINDS);
    const { id, delivered } = await mailer.send({ by: "system", to: "qs@example.co.uk", subject: "Unreachable", text: "x", kind: "test" });
    expect(delivered).toBe(false);
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row.status).toBe("failed");
    expect(row.error).toBeTruthy();
  });

  it("refuses a kind no module declares, writing nothing: a programming error, not a user's", async () => {
    const mailer = createMailer(t.db, t.config, KINDS);
    const before = (await t.db.select({ id: outboxEmails.id }).from(outboxEmails)).length;
    const mail = { by: "system", to: "qs@example.co.uk", subject: "Unknown", text: "x", kind: "newsletter" } as const;
    await expect(mailer.send(mail)).rejects.toThrow("Mail kind newsletter is not declared");
    await expect((await mailer.reserve("system", 1))(mail)).rejects.toThrow("Mail kind newsletter is not declared");
    expect((await t.db.select({ id: outboxEmails.id }).from(outboxEmails)).length).toBe(before);
  });
});
