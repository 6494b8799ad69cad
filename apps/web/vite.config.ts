import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [
    // Generates src/routeTree.gen.ts from src/routes and splits every route into its own chunk.
    // A route's loader travels with its component: one request fetches both, and the data
    // schemas and API calls of signed-in pages stay off the start-up path (docs/decisions/0007).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
  ],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/locales': apiTarget },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
