import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { serviceWorker } from './scripts/vite-service-worker.ts';
import { staticEntry } from './scripts/vite-static-entry.ts';

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    staticEntry('app/entry.static.ts'),
    // Offline, the kept trips' pages need their script, the offline page its list, the map its outline.
    serviceWorker('app/service-worker/service-worker.ts', {
      eager: ['app/entry.static.ts'],
      lazy: ['app/features/offline/kept-trips.ts', 'app/components/route-map/leaflet-map.client.ts'],
    }),
  ],
  build: { assetsInlineLimit: 0 },
});
