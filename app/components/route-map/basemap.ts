import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Country shapes at 1:110m from Natural Earth (world-atlas): a basemap that needs no tile server. */
export async function countryShapes(): Promise<FeatureCollection> {
  const topology = (await import('world-atlas/countries-110m.json')).default as unknown as Topology<{
    countries: GeometryCollection;
  }>;
  return feature(topology, topology.objects.countries) as FeatureCollection;
}
