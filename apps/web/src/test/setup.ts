import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not scroll: Mantine's combobox scrolls its selected option into view from a timer,
// which may fire after a test has ended.
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: () => undefined });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
