import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not scroll: Mantine's combobox scrolls its selected option into view from a timer,
// which may fire after a test has ended.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: () => undefined });
}

// Test files share one module graph per worker (\`isolate: false\` in vitest.config.ts): what a module
// keeps between renders — Mantine's notification store, the storages — is emptied after every test.
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});
