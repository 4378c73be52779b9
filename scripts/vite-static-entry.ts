import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:itinera/static-entry';
const RESOLVED = `\0${ID}`;

/**
 * Builds the script of pages served without React (ADR 0018) as one more entry of the client
 * build, so it shares chunks (the lazy map) with the app, and tells the server its address:
 * `import url from 'virtual:itinera/static-entry'` gives the hashed file after a build and the
 * source file, which Vite serves, in development.
 */
export function staticEntry(file: string): Plugin {
  let root = '';
  let command: 'build' | 'serve' = 'serve';
  let clientOutDir = '';
  return {
    name: 'itinera:static-entry',
    configResolved(config) {
      root = config.root;
      command = config.command;
      clientOutDir = path.resolve(root, config.environments.client?.build.outDir ?? 'build/client');
    },
    buildStart() {
      if (command === 'build' && this.environment.name === 'client') {
        this.emitFile({ type: 'chunk', id: path.resolve(root, file), name: 'entry.static' });
      }
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (command === 'serve') return `export default ${JSON.stringify(`/${file}`)};`;
      // The server is built after the client: the client's manifest names the hashed file.
      const manifest = JSON.parse(readFileSync(path.join(clientOutDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        { file: string }
      >;
      const entry = manifest[file];
      if (!entry) throw new Error(`${file} is missing from the client build`);
      return `export default ${JSON.stringify(`/${entry.file}`)};`;
    },
  };
}
