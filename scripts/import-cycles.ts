// No import cycles (decision 0018, docs/code-style.md): the project's own TypeScript files, their value
// imports, re-exports and lazy `import()`s, resolved as the compiler resolves them (tsconfig paths), and
// the cycles among them. `import type` (and an import whose every name is a type) is no dependency.
//
// It replaced ESLint's import-x/no-cycle, which walked the graph again from every file and was half of
// lint's time (decision 0018); this reads each file once and finds every
// cycle with Tarjan's strongly connected components, in about a second.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The files a module imports for their values: static imports, re-exports and `import()`. */
export function valueImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause !== undefined &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every cycle (strongly connected component of two or more files, or a file importing itself), each sorted. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  // Iterative Tarjan: the graph is a few thousand files deep at most, but recursion depth is not ours to spend.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: [string, number][] = [[start, 0]];
    while (work.length) {
      const top = work[work.length - 1];
      const [node, i] = top;
      if (i === 0) {
        index.set(node, next);
        low.set(node, next++);
        stack.push(node);
        onStack.add(node);
      }
      const edges = graph.get(node) ?? [];
      if (i < edges.length) {
        top[1]++;
        const to = edges[i];
        if (!index.has(to)) work.push([to, 0]);
        else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent)!, low.get(node)!));
      }
      if (low.get(node) === index.get(node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || edges.includes(node)) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

/** The import graph of the project's own TypeScript files under `dirs`, resolved with tsconfig.json. */
export function projectGraph(root: string, dirs: string[]): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error("tsconfig.json could not be read");
  const host = ts.createCompilerHost(config.options);
  const cache = ts.createModuleResolutionCache(root, (f) => f, config.options);
  const files = dirs.flatMap((d) => listFiles(path.join(root, d)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const spec of valueImports(file, fs.readFileSync(file, "utf8"))) {
      const resolved = ts.resolveModuleName(spec, file, config.options, host, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || resolved.extension === ts.Extension.Dts) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (target.startsWith(root + path.sep)) targets.add(path.relative(root, target));
    }
    graph.set(path.relative(root, file), [...targets]);
  }
  return graph;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((e) => {
    const full = path.join(e.parentPath, e.name);
    if (!e.isFile() || !/\.(ts|tsx)$/.test(e.name) || e.name.endsWith(".d.ts") || full.includes(`${path.sep}node_modules${path.sep}`)) return [];
    return [full];
  });
}
