// ESLint: the boundaries and the promise and hook rules the type checker cannot see
// (docs/code-style.md, docs/decisions/0018-lint-boundaries.md). `npm run lint` runs it and
// `prettier --check .`; `npm test` runs `npm run lint` right after the type check.
import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "eslint/config";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import globals from "globals";

const root = import.meta.dirname;
const at = (...p) => path.join(root, ...p);
const dirsIn = (dir) =>
  fs
    .readdirSync(at(dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

// ── Boundaries (decision 0018) ──────────────────────────────────────────────────────────────────

/** Features every other feature may use: who is signed in and what their role may do. Only their api/ folders. */
const SHARED_FEATURES = ["auth", "permissions"];

/**
 * A server module's public surface, besides its `*.service.ts` files: the few files other modules
 * are meant to call. Everything else in a module (routes, repositories, presenters, carbon pricing,
 * emails) is its own business.
 */
const PUBLIC_MODULE_FILES = [
  "projects/project-lookup.ts", // the live (not deleted) project by id or slug, for every project-scoped module
  "files/files.upload.ts", // reading and checking multipart uploads, for modules that take attachments
  "files/project-images.ts", // a project's photos by id, for the diary
  "company/pdf-company.ts", // the company's name, logo and colour for a PDF's header
  "carbon/site-record.ts", // the lifecycle of the six site records that carry carbon (plant, deliveries, waste, energy, visitors, Scope 3)
];

/**
 * Modules other modules hang on, which import no module themselves (decision 0061): contracts are the
 * spine every project-scoped area reads, so what they show of an area (a contract's order spend) is
 * read from the shared tables, never asked of the area.
 */
const FOUNDATION_MODULES = ["projects"];

const features = dirsIn("src/web/features");
const modules = dirsIn("src/server/modules");
/** Everything on the server side that lies outside one module: other modules, platform, db, test, scripts. */
const outside = (module) => [
  ...modules.filter((m) => m !== module).map((m) => `src/server/modules/${m}`),
  ...fs
    .readdirSync(at("src/server"))
    .filter((e) => e !== "modules")
    .map((e) => `src/server/${e}`),
  "scripts",
  "bench",
  "e2e",
];

/** Zones for import-x/no-restricted-paths. Tests (and their support files) may also use other modules' test support. */
function zones({ tests }) {
  return [
    { target: "src/web", from: "src/server", message: "The browser never imports server code: share it through src/shared." },
    { target: "src/server", from: "src/web", message: "The server never imports browser code: share it through src/shared." },
    { target: "src/shared", from: ["src/web", "src/server"], message: "src/shared is used by both sides and imports neither." },
    // The browser's layers: lib and components sit below the features, the features below the app.
    {
      target: ["src/web/lib", "src/web/components"],
      from: ["src/web/features", "src/web/app"],
      message: "lib and components are below the features and the app.",
    },
    { target: "src/web/features", from: "src/web/app", message: "A feature never imports the app: the app composes features." },
    // The server's layers (decision 0061): platform and the database sit below the modules; the app, the
    // list of modules (modules/index.ts) and the seeds compose them. A platform test may drive a module.
    ...(tests
      ? []
      : [
          {
            target: ["src/server/platform", "src/server/db"],
            from: "src/server/modules",
            message:
              "platform and db sit below the modules and import none: take what a module knows as a parameter or a descriptor (src/server/platform/module.ts).",
          },
          // The seeds sit above the modules (they run each module's `demo`); a module's own demo seed
          // (`<area>.demo.ts`) is the one file that uses the demo's shared data and helpers there.
          {
            target: "src/server/modules/**/!(*.demo).ts",
            from: "src/server/seed",
            message: "Only a module's demo seed (*.demo.ts) imports src/server/seed: the seeds sit above the modules (decision 0061).",
          },
        ]),
    ...(tests ? [] : FOUNDATION_MODULES).map((module) => ({
      target: `src/server/modules/${module}`,
      from: "src/server/modules",
      except: [`./${module}`],
      message: `${module} sits below the other modules and imports none of them (decision 0061): read what it shows from the shared tables, or let the module hook in through its descriptor.`,
    })),
    ...features.map((feature) => ({
      target: `src/web/features/${feature}`,
      from: "src/web/features",
      except: [`./${feature}`, ...SHARED_FEATURES.map((f) => `./${f}/api`)],
      message: `A feature imports no other feature (only ${SHARED_FEATURES.map((f) => `features/${f}/api`).join(" and ")}): compose them in src/web/app, or move what both need to src/web/components or src/web/lib.`,
    })),
    ...modules.map((module) => {
      const named = PUBLIC_MODULE_FILES.filter((f) => f.startsWith(`${module}/`)).map((f) => path.basename(f, ".ts"));
      const open = ["*.service", ...named, ...(tests ? ["*test-support"] : [])];
      return {
        target: outside(module),
        from: at(`src/server/modules/${module}/**`),
        except: [at(`src/server/modules/${module}/@(${open.join("|")}).ts`)],
        message: `Code outside ${module} may use only its ${open.map((f) => `${f}.ts`).join(", ")} (decision 0018).`,
      };
    }),
  ];
}

// ── The browser reaches the API only through src/web/lib/api-client.ts ─────────────────────────

const API_URL = "/^\\/api\\//";
/** An API path or a cache key typed by hand: "/api/…", or "/api" alone. */
const API_PATH = "/^\\/api(\\/|$)/";
const noOwnApiUrls = [
  {
    selector: `CallExpression > Literal.arguments[value=${API_URL}], NewExpression > Literal.arguments[value=${API_URL}]`,
    message: "Call the API through callApi/hrefOf (src/web/lib/api-client.ts) with the endpoint's table entry, not a URL of your own.",
  },
  {
    selector: `TemplateLiteral[quasis.0.value.cooked=${API_PATH}]`,
    message: "Build API URLs with hrefOf/callApi, and cache keys with keyOf/queryOf (src/web/lib/api-client.ts), not by hand.",
  },
  {
    selector: `BinaryExpression[operator='+'] > Literal.left[value=${API_URL}]`,
    message: "Build API URLs with hrefOf/callApi (src/web/lib/api-client.ts), not by hand.",
  },
  {
    selector: `JSXAttribute > Literal.value[value=${API_URL}]`,
    message: "Link to the API with hrefOf (src/web/lib/api-client.ts), not a URL of your own.",
  },
  {
    // Decision 0062: a cache key comes from its endpoint, so a write's changes (named beside the table) find it.
    selector: `Literal[value=${API_PATH}]:not(CallExpression > Literal.arguments):not(NewExpression > Literal.arguments):not(BinaryExpression > Literal):not(JSXAttribute > Literal)`,
    message: "Cache keys come from the endpoint tables: keyOf/queryOf (src/web/lib/api-client.ts), not an address typed by hand (decision 0062).",
  },
];
/** Decision 0062: `as never` switches type checking off; a form joins its schema through schemaResolver (lib/schema-form.ts). */
const noCastToNever = {
  selector: "TSAsExpression > TSNeverKeyword.typeAnnotation",
  message: "No `as never`: join a form to its schema with schemaResolver (src/web/lib/schema-form.ts), or narrow the value with a check.",
};
const noDirectRequests = {
  globals: ["fetch", "XMLHttpRequest"].map((name) => ({
    name,
    message: "Only src/web/lib talks to the network: use callApi/hrefOf (src/web/lib/api-client.ts).",
  })),
  properties: ["window", "globalThis", "self"].map((object) => ({ object, property: "fetch", message: "Only src/web/lib talks to the network: use callApi." })),
  imports: {
    patterns: [
      {
        group: ["**/lib/api"],
        importNames: ["apiGet", "apiGetOrNull", "apiRequest"],
        message: "Use callApi/callApiOrNull (src/web/lib/api-client.ts) with the endpoint's table entry.",
      },
    ],
  },
};

/** What git ignores (builds, data, reports, generated files) is not linted either: .gitignore's patterns in ESLint's form. */
const gitIgnored = fs
  .readFileSync(at(".gitignore"), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#") && !line.startsWith("!"))
  .map((p) => (p.startsWith("/") ? p.slice(1) : p.replace(/\/$/, "").includes("/") ? p : `**/${p}`));

export default defineConfig(
  {
    ignores: [...gitIgnored, "src/server/db/migrations/", "src/web/public/"],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.node },
    },
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"], tsconfig: { configFile: at("tsconfig.json") } })],
    },
    rules: {
      // Promises: one left floating loses its error; one handed where a plain function is expected is never awaited.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: zones({ tests: false }) }],
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "**/*test-support.ts", "src/server/test/**"],
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: zones({ tests: true }) }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["src/web/lib/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": ["error", ...noOwnApiUrls, noCastToNever],
      "no-restricted-globals": ["error", ...noDirectRequests.globals],
      "no-restricted-properties": ["error", ...noDirectRequests.properties],
      "no-restricted-imports": ["error", noDirectRequests.imports],
    },
  },
  {
    // lib builds the URLs and keys from the tables; it types no address and casts nothing to never either.
    files: ["src/web/lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-syntax": ["error", ...noOwnApiUrls, noCastToNever] },
  },
  {
    // Plain JavaScript (a few scripts and this file) is outside the TypeScript project.
    files: ["**/*.{js,mjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
