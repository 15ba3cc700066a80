import { exitOnStartFailure, startServer } from "./start";

// The server as deployed: `npm start` (scripts/start.mjs) and `npm run dev` run this file.
startServer().catch(exitOnStartFailure);
