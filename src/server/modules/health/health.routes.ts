import { sql } from "drizzle-orm";
import type { Module } from "../../platform/module";

export const healthRoutes: Module = async (app, { db }) => {
  app.get("/api/health", { config: { access: "public" } }, async () => {
    await db.execute(sql`select 1`);
    return { status: "ok" };
  });
};
