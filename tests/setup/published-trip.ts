/** A trip as the API returns it when written. */
export type WrittenTrip = { _id: string; version: number; slug: string };

/** Calls our API as one member: method, path under /api, JSON body. */
export type MemberApi = (method: string, path: string, body?: unknown) => Promise<WrittenTrip>;

/** A small English trip with one station, written and published through the API as a member would. */
export async function publishedTrip(api: MemberApi): Promise<WrittenTrip> {
  const created = await api('POST', '/trip/create', { language: 'en', title: 'Lakes of the Jura' });
  const saved = await api('PUT', `/trip/${created._id}`, {
    version: created.version,
    language: 'en',
    title: 'Lakes of the Jura',
    description: 'Three lakes, two weeks, one bicycle.',
    travelTypes: ['nature'],
    places: [{ isNew: true, name: 'Neuchâtel', country: 'CH', latitude: 46.99, longitude: 6.93, duration: 4 }],
  });
  await api('PATCH', `/trip/${saved._id}/publish`);
  return saved;
}
