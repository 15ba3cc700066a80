import { exitOnStartFailure, startServer } from "../../src/server/start";
import { TEST_PROOF_WORK } from "../../src/server/test/proof-work";

// The browser tests' server: main.ts's start with the tests' lighter proof of work, passed in code
// (start-server.mjs runs this file). Every form still fetches, solves and sends a real challenge.
startServer({ proofWork: TEST_PROOF_WORK }).catch(exitOnStartFailure);
