import { callApi } from './wizard-api.ts';

/** Publishes a trip or moves it back to draft; the new version, or null when that failed. */
export async function changeStatus(tripId: string, to: 'publish' | 'draft', locale: string): Promise<number | null> {
  try {
    return (await callApi<{ version: number }>('PATCH', `/api/trip/${encodeURIComponent(tripId)}/${to}`, locale))
      .version;
  } catch {
    return null;
  }
}
