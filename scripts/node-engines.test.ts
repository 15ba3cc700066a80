import fs from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

/**
 * npm warns (EBADENGINE) when an installed package's `engines.node` leaves out the Node it runs on.
 * The project declares the oldest Node it supports in package.json; every package in the lock file
 * must accept that one, or `npm install` on it warns and the package may not run (issue 28 item 17).
 */

type LockFile = { packages: Record<string, { version?: string; engines?: unknown }> };

const read = (file: string) => JSON.parse(fs.readFileSync(new URL(`../${file}`, import.meta.url), "utf8"));

/** "name@version needs node RANGE" for each locked package whose engines leave out `node`. */
export function packagesRefusing(lock: LockFile, node: string) {
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    const engines = entry.engines as { node?: unknown } | undefined;
    const range = path !== "" && engines && typeof engines.node === "string" ? engines.node : undefined;
    if (range === undefined || semver.satisfies(node, range)) return [];
    return [`${path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length)}@${entry.version} needs node ${range}`];
  });
}

describe("the Node version package.json declares", () => {
  const declared = read("package.json").engines.node as string;
  const minimum = semver.minVersion(declared)!.version;

  it("is 20.19 or later", () => {
    expect(minimum).toBe("20.19.0");
  });

  it("is accepted by every package in package-lock.json", () => {
    const lock = read("package-lock.json") as LockFile;
    expect(Object.keys(lock.packages).length).toBeGreaterThan(100);
    expect(packagesRefusing(lock, minimum)).toEqual([]);
  });

  it("names a package that needs a later Node, nested or not", () => {
    const lock: LockFile = {
      packages: {
        "": { engines: { node: ">=20.19" } },
        "node_modules/cookie": { version: "2.0.2", engines: { node: ">=22" } },
        "node_modules/@fastify/static/node_modules/content-disposition": { version: "2.0.1", engines: { node: ">=18" } },
        "node_modules/old": { version: "1.0.0", engines: ["node >= 0.4"] },
      },
    };
    expect(packagesRefusing(lock, "20.19.0")).toEqual(["cookie@2.0.2 needs node >=22"]);
  });
});
