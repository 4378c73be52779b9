import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { config as zodConfig } from 'zod/v4/core';
import { installChunkReload } from './lib/chunk-reload.ts';
import { installNetworkErrorReporting } from './lib/network-errors.ts';
import { prefetchRouteModules } from './lib/prefetch-routes.ts';

// Zod probes `new Function` to compile parsers; the CSP forbids eval and reports every probe.
zodConfig({ jitless: true });
installChunkReload();
installNetworkErrorReporting();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
prefetchRouteModules();
