// @ts-check
// A Vite plugin that writes dist/.vite/chunks.json after a client build: for each JS chunk, the modules it holds
// (paths from the project root, node_modules/<package> for dependencies). scripts/bench-bundle.mjs reads it to
// say which code a route downloads, e.g. that no public page carries dashboard, admin or form-library code. The
// web server never serves it (deploy/nginx refuses every path with a dot folder, and it holds no secret anyway).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * A module id as a short, stable name: 'src/...' for the app, 'node_modules/<package>' for a dependency.
 * @param {string} root
 * @param {string} id
 * @returns {string}
 */
export function moduleName(root, id) {
  const path = relative(root, id.replace(/\?.*$/, '').replace(/^\0/, ''));
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return dependency ? `node_modules/${dependency[1]}` : path;
}

/** @returns {import('vite').Plugin} */
export function chunkReport() {
  let root = process.cwd();
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'cliq-chunk-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    writeBundle(_options, bundle) {
      if (ssr) return;
      /** @type {Record<string, string[]>} */
      const chunks = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[file] = [...new Set(output.moduleIds.map((id) => moduleName(root, id)))].sort();
      }
      const dir = join(resolve(root, outDir), '.vite');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'chunks.json'), `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}
