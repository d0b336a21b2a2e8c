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
      output: {
        // Named vendor chunks, so a glance at the network panel (and a test) shows when Firebase loads.
        codeSplitting: {
          groups: [
            { name: 'firebase-auth', test: /[\\/]@firebase[\\/]auth[\\/]/ },
            { name: 'firebase-firestore-lite', test: /[\\/]@firebase[\\/]firestore[\\/]/ },
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
