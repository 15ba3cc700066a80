/** The accounts e2e/support/start-server.mjs creates. */
export const ADMIN = { email: "admin@e2e.test", password: "Admin123!" } as const;
export const COMPANY_NAME = "Northgate Builders Ltd";
