import path from 'node:path';
import type { ServerBuild } from 'react-router';

/**
 * The React Router build under `buildDir`. scripts/bundle-server.ts swaps this module for one that
 * imports the same file statically, so that `npm start`'s one bundle holds the pages with the server
 * and both share one copy of each package (ADR 0054).
 */
export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;
}
