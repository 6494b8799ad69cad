import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import profileEn from '../../../locales/en/profile.json';
import profileEs from '../../../locales/es/profile.json';
import { createTestI18n } from '../../test/render';
import { deviceName, deviceOf } from './session-device';

const userAgents = {
  chromeOnWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  safariOnIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  safariOnMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  firefoxOnLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

let english: TFunction<'profile'>;
let spanish: TFunction<'profile'>;

beforeAll(async () => {
  const translations = { en: profileEn, es: profileEs };
  english = (await createTestI18n('profile', translations, 'en')).t as TFunction<'profile'>;
  spanish = (await createTestI18n('profile', translations, 'es')).t as TFunction<'profile'>;
});

describe('the device of a session', () => {
  it('names the browser and the operating system', () => {
    expect(deviceName(deviceOf(userAgents.chromeOnWindows), english)).toBe('Chrome on Windows');
    expect(deviceName(deviceOf(userAgents.firefoxOnLinux), english)).toBe('Firefox on Linux');
    expect(deviceName(deviceOf(userAgents.chromeOnWindows), spanish)).toBe('Chrome en Windows');
  });

  it('names a phone’s browser as its user knows it, and macOS by its name', () => {
    expect(deviceName(deviceOf(userAgents.safariOnIPhone), english)).toBe('Safari on iOS');
    expect(deviceName(deviceOf(userAgents.safariOnMac), english)).toBe('Safari on macOS');
  });

  it('says so when the browser cannot be told', () => {
    expect(deviceName(deviceOf(null), english)).toBe('Unknown browser');
    expect(deviceName(deviceOf('curl/8.5.0'), english)).toBe('Unknown browser');
    expect(deviceName(deviceOf(null), spanish)).toBe('Navegador desconocido');
  });
});
