import path from 'node:path';
import { build, type Plugin } from 'vite';
import { SERVICE_WORKER_URL } from '../domain/offline.ts';

type Output = Parameters<NonNullable<Extract<Plugin['writeBundle'], (...args: never[]) => unknown>>>[1];
type Chunk = Extract<Output[string], { type: 'chunk' }>;

/** A chunk's file, its styles and the chunks it imports, followed through; dynamic imports too when `lazy`. */
function filesOf(bundle: Output, chunk: Chunk, lazy: boolean, into: Set<string>) {
  if (into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const file of [...chunk.imports, ...(lazy ? chunk.dynamicImports : [])]) {
    const next = bundle[file];
    if (next?.type === 'chunk') filesOf(bundle, next, lazy, into);
  }
}

/** The chunk that holds a source module: an entry's own, or the shared one it was put in. */
function chunkOf(bundle: Output, module: string): Chunk {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.moduleIds.includes(module)) return output;
  }
  throw new Error(`${module} is missing from the client build`);
}

type Precache = { url: string; revision: string | null }[];

/** The worker bundled with its precache list: written to `outDir`, or returned as code when `outDir` is false. */
async function workerBuild(root: string, source: string, precache: Precache, outDir: string | false): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: {
      'self.__WB_MANIFEST': JSON.stringify(precache),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: outDir || undefined,
      write: outDir !== false,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      rolldownOptions: {
        input: path.resolve(root, source),
        output: { entryFileNames: 'sw.js', format: 'iife' },
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  return result && 'output' in result ? (result.output[0]?.code ?? '') : '';
}

/**
 * Builds the service worker (ADR 0076) once the client is written, as `sw.js` at the site's root
 * so that its scope is the whole site. Workbox's precache list is written into it here: the chunks
 * of `eager` with what they import at once, and those of `lazy` with everything they load.
 */
export function serviceWorker(source: string, { eager, lazy }: { eager: string[]; lazy: string[] }): Plugin {
  let root = '';
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'itinera:service-worker',
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    // `npm run dev` serves the worker too, with nothing precached: offline reading needs the build.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== SERVICE_WORKER_URL) return next();
        workerBuild(root, source, [], false).then((code) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
    async writeBundle(options, bundle) {
      if (command !== 'build' || this.environment.name !== 'client' || !options.dir) return;
      const files = new Set<string>();
      for (const key of eager) filesOf(bundle, chunkOf(bundle, path.resolve(root, key)), false, files);
      for (const key of lazy) filesOf(bundle, chunkOf(bundle, path.resolve(root, key)), true, files);
      // Hashed names change with their content: they need no revision of their own.
      const precache = [...files].sort().map((file) => ({ url: `/${file}`, revision: null }));
      await workerBuild(root, source, precache, options.dir);
    },
  };
}
