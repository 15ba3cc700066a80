import { exitOnStartFailure, startServer } from "../../src/server/start";
import { TEST_PROOF_WORK } from "../../src/server/test/proof-work";
import { e2eHooks } from "./e2e-hooks";

// The browser tests' server: main.ts's start with the tests' lighter proof of work, passed in code
// (start-server.mjs runs this file). Every form still fetches, solves and sends a real challenge.
// The tests' own set-up routes and their way to run a daily job now come in code too (e2e-hooks.ts).
startServer({ proofWork: TEST_PROOF_WORK, testHooks: e2eHooks }).catch(exitOnStartFailure);
