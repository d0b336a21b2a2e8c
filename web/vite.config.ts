import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react()],
  // The server builds (`vite build --ssr`: the prerendered pages' renderer, run by prerender.mjs, and the public
  // pages' renderer the functions load, src/publicPagesServer.tsx) carry their dependencies inside, so the
  // functions package runs the latter without React among its own dependencies.
  ssr: { noExternal: true },
  // …in their production builds (React's CommonJS entry picks one by NODE_ENV at run time, and would carry both).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  build: {
    outDir: 'dist',
    // The public folder is the client's (Hosting serves it from dist/), not the server builds'.
    copyPublicDir: !isSsrBuild,
    // The server builds minified too: the functions load the public pages' renderer on a cold start.
    minify: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Two entries: the app (index.html → main.tsx, the shell of every route) and the prerendered pages' own
      // (src/prerenderedEntry.tsx: React without the router; web/prerender.mjs links it into those pages).
      input: { index: 'index.html', prerendered: 'src/prerenderedEntry.tsx' },
      output: {
        // Named vendor chunks, so a glance at the network panel (and a test) shows when Firebase loads.
        // (Not for the server builds: one file each, loaded whole.)
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                { name: 'firebase-auth', test: /[\\/]@firebase[\\/]auth[\\/]/ },
                { name: 'firebase-firestore-lite', test: /[\\/]@firebase[\\/]firestore[\\/]/ },
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'react-router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
                {
                  name: 'firebase-app',
                  test: /[\\/](@firebase[\\/](app|util|component|logger)|idb)[\\/]/,
                  priority: 1,
                },
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
}));
