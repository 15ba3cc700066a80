// `npm run bench:bare -- --rss [minutes]`: issue 13's memory target. Mixed reads and writes against the app
// for N minutes (default 10, after 1 minute of warm-up): 32 clients, each in turn reading the contracts list
// and a diary week, then logging a diary entry and deleting it again (so the data set does not grow). RSS of
// this process (the app, its pool and the clients, which run in this process too) at the start, every minute
// and at the end; growth under 10 % is the target. Heap and buffers beside it tell a JavaScript leak from the
// allocator's growth.

const CLIENTS = 32;
const WARMUP_MS = 60_000;
const TARGET_GROWTH = 0.1;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

export type RssRun = { base: string; cookie: string; minutes: number; reads: string[]; entry: { projectId: number; labor: string } };

export async function runRss({ base, cookie, minutes, reads, entry }: RssRun): Promise<boolean> {
  const headers = { cookie, origin: base };
  const counts = { reads: 0, writes: 0, failures: 0 };
  let until = 0;
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(base + path, { ...init, headers: init.body ? { ...headers, "content-type": "application/json" } : headers });
    const text = await res.text();
    if (!res.ok && counts.failures++ === 0) console.log(`first failure: ${init.method ?? "GET"} ${path} ${res.status} ${text.slice(0, 300)}`);
    return { status: res.status, text };
  };
  async function client(n: number) {
    for (let i = 0; Date.now() < until; i++) {
      for (const path of reads) {
        await call(path);
        counts.reads++;
      }
      const body = JSON.stringify({ ...entry, date: new Date().toISOString().slice(0, 10), workSummary: `bench:bare --rss client ${n} round ${i}` });
      const created = await call("/api/diary-entries", { method: "POST", body });
      if (created.status === 201) await call(`/api/diary-entries/${(JSON.parse(created.text) as { id: number }).id}`, { method: "DELETE" });
      counts.writes += 2;
    }
  }

  // A warm-up of the same mixed load first: the start is measured once the code is compiled, the pools
  // are full and V8 has sized its heap for this load (a read-only or shorter warm-up left heap total
  // growing from 105 to 240 MB in the first minute while heap used stayed flat).
  until = Date.now() + WARMUP_MS;
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  Object.assign(counts, { reads: 0, writes: 0, failures: 0 });
  const t0 = Date.now();
  until = t0 + minutes * 60_000;
  console.log(`\nRSS over ${minutes} min of mixed reads and writes, ${CLIENTS} clients\n`);
  console.log("| minute | RSS | heap used / total | external (buffers) | reads | writes | failures |\n|---|---|---|---|---|---|---|");
  const line = (label: string) => {
    const m = process.memoryUsage();
    console.log(
      `| ${label} | ${mb(m.rss)} | ${mb(m.heapUsed)} / ${mb(m.heapTotal)} | ${mb(m.external)} | ${counts.reads} | ${counts.writes} | ${counts.failures} |`,
    );
    return m.rss;
  };
  const start = line("start");
  let minute = 0;
  const ticker = setInterval(() => line(String(++minute)), 60_000);
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  clearInterval(ticker);
  const end = line(`end (${((Date.now() - t0) / 60_000).toFixed(1)} min)`);
  const growth = (end - start) / start;
  const met = growth < TARGET_GROWTH && counts.failures === 0;
  console.log(
    `\nRSS ${mb(start)} → ${mb(end)}: growth ${(growth * 100).toFixed(1)} % (target under ${TARGET_GROWTH * 100} %): ${met ? "met" : "NOT met"}${counts.failures ? `, ${counts.failures} failed requests` : ""}`,
  );
  return met;
}
