/**
 * Writes docs/openapi.json from the endpoint tables (npm run openapi). The API tests fail while the
 * committed document differs from what this would write (src/server/platform/openapi.test.ts).
 */
import fs from "node:fs";
import { areas } from "../src/server/modules/index";
import { API_VERSION, buildOpenApi, openApiText } from "../src/server/platform/openapi";

fs.writeFileSync(new URL("../docs/openapi.json", import.meta.url), openApiText(buildOpenApi(areas.endpointTables, API_VERSION)));
console.log("docs/openapi.json written");
