import { fuzzWriteRoutes } from "../test/input-fuzz-suite";

// Part 1 of the input fuzz over every write route (test/input-fuzz-suite.ts says why it is in parts).
fuzzWriteRoutes(1);
