import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

const signInRoutes = new Set<string>(['/_auth', '/_auth/login']);

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
        // The sign-in page and its frame are not split: they come with the start-up code, so the page
        // most first visits open needs no second round of requests (docs/decisions/0034).
        splitBehavior: ({ routeId }) => (signInRoutes.has(routeId) ? [] : undefined),
      },
    }),
    react(),
  ],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/locales': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into one start-up chunk. Left to itself the
        // bundler cut it into dozens of small chunks shared with lazy pages (a Mantine component here,
        // a router hook there): each one a request and a module wrapper, and compressed apart they
        // cost 16 kB gzip more than together (docs/decisions/0034). Lazy pages still get their own chunks.
        codeSplitting: { groups: [{ name: 'start-up', tags: ['$initial'] }] },
      },
    },
  },
});
