import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress, preloadLatinFont } from './build-plugins';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), preloadLatinFont(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Every schema of the app gets zod through the module that sets its French messages and, in a
      // browser, turns off its JIT (CSP), whichever chunk loads it first: the entry need not load
      // zod itself.
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('../domain/src/shared/zod-french.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/unsubscribe': 'http://localhost:3000',
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // One module graph per worker, not per file: React, the router and jsdom's setup are imported
    // once (the project took 66 s and 125 s of CPU, 15 s and 25 s without isolation). What a module
    // keeps between tests is reset after each (src/testing/setup.ts).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.ts', './src/testing/setup.ts'],
    // Room for findBy*'s 5 s (src/testing/setup.ts) when the machine is loaded.
    testTimeout: 15_000,
  },
});
