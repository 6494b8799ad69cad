/** Coordinates as people read them (decision 0016), and a link that shows the place on OpenStreetMap. */
import { numberFormat } from './intl-formats';

export function formatCoordinate(value: number, axis: 'latitude' | 'longitude', language: string): string {
  const hemisphere = axis === 'latitude' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
  const degrees = numberFormat(language, { minimumFractionDigits: 3, maximumFractionDigits: 6 }).format(
    Math.abs(value),
  );
  return `${degrees}° ${hemisphere}`;
}

export function openStreetMapURL(latitude: number, longitude: number): string {
  const search = new URLSearchParams({ mlat: String(latitude), mlon: String(longitude) });
  return `https://www.openstreetmap.org/?${search.toString()}#map=12/${latitude}/${longitude}`;
}
