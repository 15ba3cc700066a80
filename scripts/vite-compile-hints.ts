import type { Plugin } from "vite";

/** V8's explicit compile hint (Chrome 136+; a comment elsewhere): compile every function in the file as it downloads. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The files a first visit loads run most of their functions at once (the entry, React, the shell,
 * the screen and its parts), and V8 compiled each function on the main thread the first time it
 * ran: on a diary's first visit 40–100 ms of its first tasks on this machine, most of a phone's
 * blocking time once the scripts had arrived (decision 0048). With the hint at the top of those
 * files V8 compiles them while they stream in, off the main thread. Files only dialogs, forms and
 * later screens load keep lazy compilation: much of them may never run.
 *
 * `onFirstVisit` says whether some screen's first visit loads a module (vite-first-visit-chunks.ts);
 * a file holding one gets the hint as its first line, ahead of what Vite puts there (its list of a
 * file's lazy imports). Added last, so minification does not drop it; the file's name keeps the hash
 * of its code without it, which only a change in that code changes.
 */
export function compileHints(onFirstVisit: (moduleId: string) => boolean): Plugin {
  return {
    name: "sitebook:compile-hints",
    apply: "build",
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle))
          if (output.type === "chunk" && output.moduleIds.some(onFirstVisit)) {
            output.code = `${COMPILE_HINT}\n${output.code}`;
            // A source map's lines start one later: an empty first line in its mappings (the map file
            // is already an asset of the bundle here).
            const map = bundle[`${output.fileName}.map`];
            if (map?.type === "asset" && typeof map.source === "string") {
              const json = JSON.parse(map.source) as { mappings: string };
              map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
            }
          }
      },
    },
  };
}
