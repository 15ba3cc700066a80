import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { precompress } from "./scripts/vite-precompress";
import { screenChunks } from "./scripts/vite-screen-chunks";
import { zodWithoutJsonSchema } from "./scripts/vite-zod-browser";
import { clientEndpointTables } from "./scripts/vite-client-endpoints";
import { pureSharedModules } from "./scripts/vite-pure-shared";
import { chunkFileName, iconChunksGroup } from "./scripts/vite-icon-chunks";
import { firstVisitChunkGroups, firstVisits } from "./scripts/vite-first-visit-chunks";
import { compileHints } from "./scripts/vite-compile-hints";
import { currentUserPreload } from "./scripts/vite-current-user-preload";
import { VitePWA } from "vite-plugin-pwa";

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

export default defineConfig(() => {
  // Each lazyScreen's module by name, read from the sources (screenChunks) for the first-visit chunks.
  const lazyScreens = new Map<string, string>();
  const chunkGroups = firstVisitChunkGroups(
    { entry: src("web/main.tsx"), signIn: src("web/app/routes/auth/auth-page.tsx"), shell: src("web/app/shell/app-shell.tsx") },
    () => firstVisits(lazyScreens),
  );
  return {
    root: "src/web",
    publicDir: "public",
    plugins: [
      currentUserPreload(),
      zodWithoutJsonSchema(),
      clientEndpointTables(),
      pureSharedModules(),
      react(),
      tailwindcss(),
      screenChunks(lazyScreens),
      compileHints(chunkGroups.onFirstVisit),
      // The gate is installable and opens offline (decision 0070). Only the built app shell is precached;
      // the worker answers navigations from it only under /site-sign-in, never caches the API (the gate
      // keeps its roster in IndexedDB itself), and updates itself as soon as a new build is deployed, so
      // no other screen is ever served from a stale copy. No worker in the dev server.
      VitePWA({
        registerType: "autoUpdate",
        injectRegister: false,
        devOptions: { enabled: false },
        manifest: {
          name: "Sitebook site sign-in",
          short_name: "Sign-in",
          description: "Sign workers in and out at the site gate, with or without signal.",
          start_url: "/site-sign-in",
          scope: "/",
          display: "standalone",
          background_color: "#f8fafc",
          theme_color: "#0f172a",
          icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
        },
        workbox: {
          globPatterns: ["**/*.{js,css,html,svg,woff2}"],
          // Precompressed twins (.br, .gz) are the server's business, not the worker's.
          globIgnores: ["**/*.br", "**/*.gz"],
          navigateFallback: "/index.html",
          navigateFallbackAllowlist: [/^\/site-sign-in(\/|$)/],
          navigateFallbackDenylist: [/^\/api\//],
          runtimeCaching: [],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
          maximumFileSizeToCacheInBytes: 3_000_000,
        },
      }),
      precompress(),
    ],
    resolve: {
      alias: [
        { find: "@shared", replacement: src("shared") },
        { find: "@web", replacement: src("web") },
      ],
    },
    build: {
      outDir: "../../dist/web",
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 300,
      // Libraries change less often than our code: separate chunks stay cached across releases.
      rolldownOptions: {
        // zod's builders have no side effects: a schema nothing uses (an answer's, once the endpoint
        // tables lose theirs, scripts/vite-client-endpoints.ts) is dropped rather than built on load.
        // src/shared is declarations only (DESIGN.md: isomorphic, no I/O): a shared module none of whose
        // exports the page uses is left out whole.
        treeshake: { manualPureFunctions: ["z"], moduleSideEffects: (id: string) => !/[\\/]src[\\/]shared[\\/]/.test(id) },
        output: {
          chunkFileNames: chunkFileName,
          codeSplitting: {
            groups: [
              { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
              // The API client and its error type go together: apart they cost a file (and ~0.3 kB) per visit.
              { name: "api-client", test: /src[\\/]web[\\/]lib[\\/]api(-client)?\.ts$/ },
              ...chunkGroups.opening,
              iconChunksGroup(),
              chunkGroups.screens,
            ],
          },
        },
      },
    },
    server: { proxy: { "/api": "http://127.0.0.1:5000" } },
  };
});
