import { callApi } from '#app/lib/api-client.ts';

/** Publishes a trip or moves it back to draft; the new version, or null when that failed. */
export async function changeStatus(tripId: string, to: 'publish' | 'draft', locale: string): Promise<number | null> {
  try {
    return (await callApi(`PATCH /trip/{id}/${to}`, { params: { id: tripId } }, { locale })).version;
  } catch {
    return null;
  }
}
