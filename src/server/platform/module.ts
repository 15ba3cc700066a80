import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../db/client";
import type { Config } from "../config";
import type { Mailer } from "./mail";
import type { BotCheck } from "./bot-check";
import type { PdfRenderer } from "./pdf-renderer";
import type { CsvExports } from "./csv-export";

/** What every server module receives. */
export type ModuleDeps = { db: Db; config: Config; mailer: Mailer; botCheck: BotCheck; pdfs: PdfRenderer; csv: CsvExports };
export type Module = FastifyPluginAsyncZod<ModuleDeps>;
