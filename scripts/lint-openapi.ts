import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiDocumentConfig, createApi } from '../server/api.ts';

/**
 * Lints the OpenAPI document as /api/openapi.json serves it: built here from the routes, written
 * to build/openapi.json (the file redocly.yaml names), then checked by Redocly's CLI with the
 * recommended rules. Exits as the linter does, so `npm run check` fails on any problem.
 */
const file = path.resolve('build/openapi.json');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(createApi().getOpenAPI31Document(apiDocumentConfig), null, 2)}\n`);

const bin = path.resolve('node_modules/.bin/redocly');
const result = spawnSync(bin, ['lint', '--max-problems', '500', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
