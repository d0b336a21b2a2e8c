import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Two entries: the app (index.html → main.tsx, the shell of every route) and the prerendered pages' own
      // (src/prerenderedEntry.tsx: React without the router; web/prerender.mjs links it into those pages).
      input: { index: 'index.html', prerendered: 'src/prerenderedEntry.tsx' },
      output: {
        // Named vendor chunks, so a glance at the network panel (and a test) shows when Firebase loads.
        codeSplitting: {
          groups: [
            { name: 'firebase-auth', test: /[\\/]@firebase[\\/]auth[\\/]/ },
            { name: 'firebase-firestore-lite', test: /[\\/]@firebase[\\/]firestore[\\/]/ },
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            { name: 'firebase-app', test: /[\\/](@firebase[\\/](app|util|component|logger)|idb)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: the API and the runtime config come from the running Hosting emulator.
    proxy: {
      '/api': process.env.CLARA_HOSTING_URL ?? 'http://127.0.0.1:5000',
      '/client-config.json': process.env.CLARA_HOSTING_URL ?? 'http://127.0.0.1:5000',
    },
  },
});
