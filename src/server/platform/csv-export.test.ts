import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createCsvExports, CSV_EXPORT_MESSAGES, XLSX_TYPE } from "./csv-export";

/** A workbook built whole (the CVR report's) takes the same places as a streamed export, per user and in all. */
describe("sendWorkbook", () => {
  const csv = createCsvExports({ exportUserLimit: 1, exportLimit: 2, exportMaxRows: 100 });
  let open: () => void = () => undefined;
  const app = Fastify();
  app.get("/book", (request, reply) =>
    csv.sendWorkbook(request, reply, async () => {
      // The first book waits to be let go, so the second asks while the first holds its place.
      if (request.headers["x-hold"]) await new Promise<void>((resolve) => (open = resolve));
      return { filename: "CVR KRF-26 October 2026.xlsx", file: Buffer.from("PK book") };
    }),
  );
  afterAll(() => app.close());

  it("a second book while the first is built is 429 with the exports' words; the place is given back when it is sent", async () => {
    const first = app.inject({ method: "GET", url: "/book", headers: { "x-hold": "1" } });
    await new Promise((r) => setTimeout(r, 20));
    const second = await app.inject({ method: "GET", url: "/book" });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(CSV_EXPORT_MESSAGES.userBusy);
    open();
    const done = await first;
    expect(done.statusCode).toBe(200);
    expect(done.headers["content-type"]).toBe(XLSX_TYPE);
    expect(done.headers["content-disposition"]).toContain("CVR KRF-26 October 2026.xlsx");
    expect(done.body).toBe("PK book");
    expect((await app.inject({ method: "GET", url: "/book" })).statusCode).toBe(200);
  });

  it("a book that fails gives its place back", async () => {
    const failing = Fastify();
    failing.get("/book", (request, reply) =>
      csv.sendWorkbook(request, reply, async () => {
        throw new Error("no figures");
      }),
    );
    failing.get("/ok", (request, reply) => csv.sendWorkbook(request, reply, async () => ({ filename: "a.xlsx", file: Buffer.from("x") })));
    expect((await failing.inject({ method: "GET", url: "/book" })).statusCode).toBe(500);
    expect((await failing.inject({ method: "GET", url: "/ok" })).statusCode).toBe(200);
    await failing.close();
  });
});
