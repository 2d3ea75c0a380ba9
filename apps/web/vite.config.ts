import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The API server of `apps/server`; in production it serves this build from the same origin. */
const apiServer = process.env.CORDEE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: apiServer, ws: true },
      '/sandbox': apiServer,
      '/dev': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and the router are on every page and change less often than the app: one shared chunk
        // that stays cached across deploys. Every other library goes wherever the screens that import it
        // go, so the calendar, the rich-text editor and the map load only with the screens that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
