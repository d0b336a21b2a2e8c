import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    // `npm run dev`: the API and the runtime config come from the running Hosting emulator.
    proxy: {
      '/api': process.env.CLARA_HOSTING_URL ?? 'http://127.0.0.1:5000',
      '/client-config.json': process.env.CLARA_HOSTING_URL ?? 'http://127.0.0.1:5000',
    },
  },
});
