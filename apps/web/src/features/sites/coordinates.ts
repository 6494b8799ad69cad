/** Coordinates as people read them, and a link that shows the place on OpenStreetMap. */
export function formatCoordinate(value: number, axis: 'latitude' | 'longitude', language: string): string {
  const hemisphere = axis === 'latitude' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
  const degrees = new Intl.NumberFormat(language, { minimumFractionDigits: 3, maximumFractionDigits: 6 }).format(
    Math.abs(value),
  );
  return `${degrees}° ${hemisphere}`;
}

export function openStreetMapURL(latitude: number, longitude: number): string {
  const search = new URLSearchParams({ mlat: String(latitude), mlon: String(longitude) });
  return `https://www.openstreetmap.org/?${search.toString()}#map=12/${latitude}/${longitude}`;
}
