// Child process for durability.test.ts: opens the embedded database, writes one row per line of
// input, and prints "written N" only after the write has been answered.
import readline from "node:readline";
import { openPglite } from "./client";
import { systemSettings } from "./schema/index";

const database = await openPglite({ dataDir: process.argv[2] });
console.log("ready");
const rl = readline.createInterface({ input: process.stdin });
rl.on("line", async (line) => {
  await database.db.insert(systemSettings).values({ key: `durability-${line}`, value: line });
  console.log(`written ${line}`);
});
