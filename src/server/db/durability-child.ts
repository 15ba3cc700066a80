// Child process for durability.test.ts: opens the embedded database, writes one row per line of
// input, and prints "written N" only after the write has been answered.
import readline from "node:readline";
import { openPglite } from "./client";
import { systemSettings } from "./schema/index";

const database = await openPglite({ dataDir: process.argv[2] });
console.log("ready");
const rl = readline.createInterface({ input: process.stdin });
const write = async (line: string) => {
  await database.db.insert(systemSettings).values({ key: `durability-${line}`, value: line });
  console.log(`written ${line}`);
};
rl.on("line", (line) => {
  // A refused write ends the child as an unhandled rejection would: the test then never reads "written".
  write(line).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
