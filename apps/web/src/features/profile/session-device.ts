/**
 * A session's device in words ("Chrome on Windows"), from the User-Agent its browser last sent.
 * ua-parser-js stays on major version 1: version 2 is no longer MIT-licensed.
 */
import type { TFunction } from 'i18next';
import UAParser from 'ua-parser-js';

export interface Device {
  browser: string | null;
  operatingSystem: string | null;
}

/** The parser's names where people know the thing by another one. */
const betterNames: Record<string, string> = { 'Mac OS': 'macOS' };

function cleanName(name: string | undefined): string | null {
  if (!name) return null;
  // "Mobile Safari" is Safari to its user; the phone shows in the operating system ("Safari on iOS").
  const withoutMobile = name.replace(/^Mobile\s+|\s+Mobile$/, '');
  return betterNames[withoutMobile] ?? withoutMobile;
}

export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, operatingSystem: null };
  const parser = new UAParser(userAgent);
  return { browser: cleanName(parser.getBrowser().name), operatingSystem: cleanName(parser.getOS().name) };
}

/** Browser and system names are the same in every language; only the words around them are translated. */
export function deviceName({ browser, operatingSystem }: Device, t: TFunction<'profile'>): string {
  const browserName = browser ?? t('sessions.device.unknownBrowser');
  return operatingSystem
    ? t('sessions.device.browserOn', { browser: browserName, system: operatingSystem })
    : browserName;
}
