import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

/**
 * `npm run build`'s second step, after `react-router build`: the production server with the pages'
 * build and every package it uses in one bundle, build/start/server.js, which `npm start` runs.
 * Node then neither strips types nor resolves hundreds of files in node_modules at each start
 * (ADR 0054). `npm run dev` and the tests run the sources.
 */
const root = path.resolve(import.meta.dirname, '..');
/** `build`, or where a caller put a copy of it. */
const buildDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));
const bundleDir = path.join(buildDir, 'start');
const sourcesProductionBuild = path.join(root, 'server', 'production-build.ts');
const pagesBuild = path.join(buildDir, 'server', 'index.js');

/** Packages that find files of their own next to their code (WebAssembly, native addons), or are for development. */
const external = ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pdfkit', 'vite'];

/**
 * Our modules find their files (migrations, demo content) next to themselves: their
 * `import.meta.url` stays the source file's, as seen from the bundle, so a moved checkout still works.
 */
const sourceUrls: Plugin = {
  name: 'itinera-source-urls',
  transform(code, id) {
    if (id.includes('/node_modules/') || !id.startsWith(root) || !code.includes('import.meta.url')) return undefined;
    const fromBundle = path.relative(bundleDir, id).split(path.sep).join('/');
    return code.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
  },
};

/** The pages' build, imported from a path known only at run time by the sources, becomes part of the bundle. */
const pagesInside: Plugin = {
  name: 'itinera-pages-inside',
  load(id) {
    if (id !== sourcesProductionBuild) return undefined;
    return `export const loadServerBuild = () => import(${JSON.stringify(pathToFileURL(pagesBuild).href)});`;
  },
};

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  plugins: [sourceUrls, pagesInside],
  ssr: { noExternal: true, external },
  build: {
    ssr: path.join(root, 'server', 'index.ts'),
    outDir: bundleDir,
    emptyOutDir: true,
    target: 'node22',
    minify: false,
    rolldownOptions: {
      output: { entryFileNames: 'server.js' },
      // "use client" means nothing on the server, which renders every component.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
