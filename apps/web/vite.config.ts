import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [
    // Generates src/routeTree.gen.ts from src/routes and splits every route into its own chunk.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
  ],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/locales': apiTarget },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
