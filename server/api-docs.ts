import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ApiApp } from './api.ts';

const viewerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Swagger UI's own files, served from the installed package: no CDN, one version with the lock file. */
const viewerFiles = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

// A file of its own rather than an inline script: the page's scripts carry the CSP nonce.
const initScript = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-docs', deepLinking: true });
});
`;

const page = (nonce: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Itinera API</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="api-docs"></main>
<script nonce="${nonce}" src="/api/docs/swagger-ui-bundle.js"></script>
<script nonce="${nonce}" src="/api/docs/init.js"></script>
</body>
</html>
`;

/** The API reference at /api/docs: Swagger UI rendering /api/openapi.json. */
export function registerApiDocs(api: ApiApp) {
  api.get('/docs', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(page(c.get('secureHeadersNonce') ?? ''));
  });
  api.get('/docs/init.js', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(initScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
  for (const [file, type] of Object.entries(viewerFiles)) {
    api.get(`/docs/${file}`, async (c) => {
      // The package's version changes only with a release of the site.
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(await readFile(path.join(viewerDir, file)), 200, { 'Content-Type': type });
    });
  }
}
