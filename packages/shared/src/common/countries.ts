/**
 * Countries as ISO 3166-1 alpha-2 codes. The runtime's own region data (ICU, in Node and every
 * browser) decides which codes exist and names them in the reader's language, so no list is kept.
 */
const englishRegionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

export function isCountryCode(code: string): boolean {
  // ICU also names macro-regions such as 419 (Latin America) and a few reserved codes; those are not countries.
  return (
    /^[A-Z]{2}$/.test(code) &&
    !['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'].includes(code) &&
    englishRegionNames.of(code) !== undefined
  );
}

export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
