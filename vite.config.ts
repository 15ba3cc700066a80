import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { precompress } from "./scripts/vite-precompress";
import { zodWithoutJsonSchema } from "./scripts/vite-zod-browser";

const nm = (p: string) => fileURLToPath(new URL(`./node_modules/${p}`, import.meta.url));
const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

export default defineConfig(({ command }) => ({
  root: "src/web",
  publicDir: "public",
  plugins: [zodWithoutJsonSchema(), react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: "@shared", replacement: src("shared") },
      { find: "@web", replacement: src("web") },
      // React Router's package points every bundler at its development build (warnings, dev checks);
      // the production build of the same version is about a tenth smaller.
      ...(command === "build" ? [{ find: /^react-router$/, replacement: nm("react-router/dist/production/index.mjs") }] : []),
    ],
  },
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 300,
    // Libraries change less often than our code: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "router", test: /node_modules[\\/](react-router)[\\/]/ },
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
            // The API client and its error type go together: apart they cost a file (and ~0.3 kB) per visit.
            { name: "api-client", test: /src[\\/]web[\\/]lib[\\/]api(-client)?\.ts$/ },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": "http://127.0.0.1:5000" } },
}));
