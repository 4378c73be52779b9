import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReload } from './lib/chunk-reload.ts';
import { installNetworkErrorReporting } from './lib/network-errors.ts';
import { prefetchRouteModules } from './lib/prefetch-routes.ts';

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
