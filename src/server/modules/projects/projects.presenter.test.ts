import { describe, expect, it } from "vitest";
import { CONTACT_NUMBERS } from "@shared/projects/project-form";
import { presentProject } from "./projects.presenter";
import type { ProjectRow } from "./projects.repository";

describe("presentProject", () => {
  it("answers each of the form's five client contacts in its own place", () => {
    const contacts = Object.fromEntries(
      CONTACT_NUMBERS.flatMap((n) => [
        [`clientContact${n}Name`, `Contact ${n}`],
        [`clientContact${n}Phone`, `0113 496 000${n}`],
        [`clientContact${n}Email`, `contact${n}@client.example`],
      ]),
    );
    const project = { ...contacts, createdAt: new Date(0), updatedAt: new Date(0) } as unknown as ProjectRow;
    const view = presentProject({ project, projectManager: null, siteManager: null });
    expect(view.clientContacts).toEqual(CONTACT_NUMBERS.map((n) => ({ name: `Contact ${n}`, phone: `0113 496 000${n}`, email: `contact${n}@client.example` })));
  });
});
