import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { staticEntry } from './scripts/vite-static-entry.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), staticEntry('app/entry.static.ts')],
  build: { assetsInlineLimit: 0 },
});
