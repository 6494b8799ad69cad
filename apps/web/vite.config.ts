import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/locales': apiTarget },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
