/** Publishes a trip or moves it back to draft; the new version, or null when the server refused. */
export async function changeStatus(tripId: string, to: 'publish' | 'draft', locale: string): Promise<number | null> {
  const response = await fetch(`/api/trip/${encodeURIComponent(tripId)}/${to}`, {
    method: 'PATCH',
    headers: { 'accept-language': locale },
  });
  return response.ok ? ((await response.json()) as { version: number }).version : null;
}
