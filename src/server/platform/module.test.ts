import { describe, expect, it } from "vitest";
import { deriveAreas, type ServerModule } from "./module";

/** A module with nothing but what the test gives it. */
const mod = (name: string, more: Partial<ServerModule> = {}): ServerModule => ({ name, endpoints: {}, routes: async () => {}, ...more });

describe("deriveAreas", () => {
  it("gathers every module's mail kinds with their labels", () => {
    const areas = deriveAreas([mod("a", { mail: { welcome: { label: "Welcome" } } }), mod("b"), mod("c", { mail: { invoice: { label: "Invoice" } } })]);
    expect(areas.mailKinds).toEqual({ welcome: { label: "Welcome" }, invoice: { label: "Invoice" } });
  });

  it("refuses a mail kind two modules claim, naming the second", () => {
    expect(() => deriveAreas([mod("a", { mail: { welcome: { label: "Welcome" } } }), mod("b", { mail: { welcome: { label: "Hello" } } })])).toThrow(
      "Mail kind welcome is claimed twice (again by module b)",
    );
  });
});
