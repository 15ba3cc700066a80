import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The layer rules docs/code-style.md states are held by lint (eslint.config.js, decisions 0018 and
 * 0061): each case puts a breach in a real file's place and expects the boundary rule to report it,
 * so a rule that stops matching (a renamed folder, a zone lost in an edit) fails here rather than
 * letting the breach through silently.
 */
const RULE = "import-x/no-restricted-paths";
// Only the boundary rule, without the type checker's program: the zones need none, and building it takes minutes.
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe("layer rules", { timeout: 60_000 }, () => {
  it("reports platform importing a module", async () => {
    const errors = await boundaryErrors("src/server/platform/audit.ts", 'export { getLiveProjectById } from "../modules/projects/project-lookup";\n');
    expect(errors).toEqual([expect.stringContaining("platform and db sit below the modules")]);
  });

  it("reports one module reaching into another's internals", async () => {
    const errors = await boundaryErrors("src/server/modules/energy/energy.service.ts", 'export * from "../files/files.repository";\n');
    expect(errors).toEqual([expect.stringContaining("Code outside files may use only")]);
  });

  it("reports contracts importing an area that hangs on them", async () => {
    const errors = await boundaryErrors("src/server/modules/projects/projects.service.ts", 'export * from "../files/files.service";\n');
    expect(errors).toEqual([expect.stringContaining("projects sits below the other modules")]);
  });

  it("reports a module's code importing the seeds, and lets its demo seed use their helpers", async () => {
    const code = 'export { workdaysBefore } from "../../seed/demo-calendar";\n';
    expect(await boundaryErrors("src/server/modules/projects/projects.service.ts", code)).toEqual([expect.stringContaining("Only a module's demo seed")]);
    expect(await boundaryErrors("src/server/modules/projects/projects.demo.ts", code)).toEqual([]);
  });

  it("lets a module use another's service and public files", async () => {
    const code = 'export { getLiveProjectById } from "../projects/project-lookup";\nexport { siteRecord } from "../carbon/site-record";\n';
    expect(await boundaryErrors("src/server/modules/energy/energy.service.ts", code)).toEqual([]);
  });
});
