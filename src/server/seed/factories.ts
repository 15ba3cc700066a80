import type { Db } from "../db/client";
import { projects, users } from "../db/schema/index";
import { hashPassword } from "../platform/passwords";
import type { Role } from "@shared/identity/roles";

/** One set of builders for the API tests and the demo seed. */

let counter = 0;
const hashCache = new Map<string, Promise<string>>();
/** scrypt is deliberately slow; a test run hashes each distinct password once. */
const cachedHash = (password: string) => {
  if (!hashCache.has(password)) hashCache.set(password, hashPassword(password));
  return hashCache.get(password)!;
};

export type UserInput = Partial<typeof users.$inferInsert> & { password?: string; role?: Role };

export async function buildUser(db: Db, input: UserInput = {}) {
  counter += 1;
  const email = (input.email ?? `user${counter}-${Date.now().toString(36)}@example.co.uk`).toLowerCase();
  const { password = "Passw0rd!", ...rest } = input;
  const [row] = await db
    .insert(users)
    .values({
      name: `Test User ${counter}`,
      role: "Site Manager",
      status: "active",
      mustChangePassword: false,
      ...rest,
      email,
      username: rest.username ?? email,
      password: await cachedHash(password),
    })
    .returning();
  return { ...row, plainPassword: password };
}

export type ProjectInput = Partial<typeof projects.$inferInsert>;

/** A live project with a unique name and slug; tests and seeds override what they care about. */
export async function buildProject(db: Db, input: ProjectInput = {}) {
  counter += 1;
  const tag = `${counter}-${Date.now().toString(36)}`;
  const [row] = await db
    .insert(projects)
    .values({
      name: `Test Project ${tag}`,
      slug: `test-project-${tag}`,
      address: "1 High Street, Leeds",
      postcode: "LS1 4AP",
      status: "Open",
      ...input,
    })
    .returning();
  return row;
}
