import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { routingProfileOf } from '#domain/geo.ts';
import { transportTypes } from '#domain/trip-scales.ts';
import { routableLegs } from './leg-routes.ts';
import { askRoute, MAX_ROUTE_POINTS, parseRouteAnswer, RoutingFailure, routePath } from './osrm.ts';

const porto = { latitude: 41.157944, longitude: -8.629107 };
const braga = { latitude: 41.5454486, longitude: -8.426507 };

/** An OSRM answer as osrm-routed sends it for `overview=full&geometries=geojson`. */
const answer = (coordinates: number[][], distance = 54_321.7) => ({
  code: 'Ok',
  routes: [
    {
      distance,
      duration: 2950.1,
      weight: 2950.1,
      weight_name: 'routability',
      geometry: { type: 'LineString', coordinates },
      legs: [{ distance, duration: 2950.1, summary: '', steps: [] }],
    },
  ],
  waypoints: [],
});

describe('the profiles legs are routed with', () => {
  it('are OSRM’s driving, cycling and walking for car, motorcycle, bicycle and foot, and none for the rest', () => {
    const profiles = Object.fromEntries(transportTypes.map((type) => [type, routingProfileOf(type)]));
    expect(profiles).toEqual({
      car: 'driving',
      motorcycle: 'driving',
      bicycle: 'cycling',
      foot: 'walking',
      plane: null,
      ship: null,
      train: null,
      bus: null,
      taxi: null,
      other: null,
    });
    expect(routingProfileOf(null)).toBeNull();
  });

  it('asks for each leg by its main means, with both stations placed and apart', () => {
    const station = (latitude: number | null, longitude: number | null, type?: 'car' | 'train' | 'foot') => ({
      latitude,
      longitude,
      directions: type ? [{ type, duration: 60 }] : [],
    });
    const legs = routableLegs([
      station(porto.latitude, porto.longitude, 'car'),
      station(braga.latitude, braga.longitude, 'train'),
      station(porto.latitude, porto.longitude, 'foot'),
      station(null, null, 'car'),
      station(braga.latitude, braga.longitude, 'foot'),
      station(braga.latitude + 1e-7, braga.longitude),
    ]);
    expect(legs).toEqual([{ index: 0, profile: 'driving', key: 'driving/-8.62911,41.15794;-8.42651,41.54545' }]);
  });

  it('name a leg as OSRM’s address does: longitude first, five decimals', () => {
    expect(routePath('walking', { latitude: -0.000001, longitude: 179.999999 }, porto)).toBe(
      'walking/180.00000,0.00000;-8.62911,41.15794',
    );
  });
});

describe('parseRouteAnswer', () => {
  it('reads the first route’s distance in kilometres and its line as latitude, longitude', () => {
    const read = parseRouteAnswer(
      answer([
        [-8.629107, 41.157944, 12],
        [-8.5, 41.3],
        [-8.426507, 41.5454486],
      ]),
    );
    expect(read).toEqual({
      found: true,
      km: 54.3217,
      points: [
        [41.15794, -8.62911],
        [41.3, -8.5],
        [41.54545, -8.42651],
      ],
    });
  });

  it('keeps a long line to a bounded number of points, its ends and its bends first', () => {
    // 3,001 points along a zigzag of 30 teeth between Porto and Braga.
    const line = Array.from({ length: 3001 }, (_, index) => [
      porto.longitude + (index / 3000) * 0.2 + (index % 100 < 50 ? index % 100 : 100 - (index % 100)) * 0.001,
      porto.latitude + (index / 3000) * 0.4,
    ]);
    const read = parseRouteAnswer(answer(line));
    if (!read.found) throw new Error('no route read');
    expect(read.points.length).toBeLessThanOrEqual(MAX_ROUTE_POINTS);
    expect(read.points[0]).toEqual([41.15794, -8.62911]);
    expect(read.points.at(-1)).toEqual([41.55794, -8.42911]);
    // Every tooth's tip is kept: a hundred points are enough for sixty bends.
    expect(
      read.points.filter(([, longitude], index, all) => {
        const [before, after] = [all[index - 1]?.[1], all[index + 1]?.[1]];
        return before !== undefined && after !== undefined && longitude > before && longitude > after;
      }),
    ).toHaveLength(30);
  });

  it('takes OSRM’s codes for no route as an answer, not as a failure', () => {
    expect(parseRouteAnswer({ code: 'NoRoute', message: 'Impossible route between points' })).toEqual({
      found: false,
      code: 'NoRoute',
    });
    expect(parseRouteAnswer({ code: 'NoSegment' })).toEqual({ found: false, code: 'NoSegment' });
    expect(parseRouteAnswer({ code: 'Ok', routes: [] })).toEqual({ found: false, code: 'NoRoute' });
  });

  it('refuses anything else', () => {
    for (const body of [
      null,
      'Ok',
      { code: 'InvalidUrl', message: 'URL string malformed' },
      { code: 'Ok', routes: [{ distance: 1200 }] },
      {
        code: 'Ok',
        routes: [
          {
            distance: -1,
            geometry: {
              type: 'LineString',
              coordinates: [
                [0, 0],
                [1, 1],
              ],
            },
          },
        ],
      },
      { code: 'Ok', routes: [{ distance: 1, geometry: { type: 'LineString', coordinates: [[0, 0]] } }] },
      answer([
        [0, 0],
        [0, 91],
      ]),
    ]) {
      expect(() => parseRouteAnswer(body), JSON.stringify(body)).toThrow(RoutingFailure);
    }
  });
});

describe('askRoute', () => {
  let close = async () => {};
  afterEach(() => close());

  const serve = async (listener: RequestListener) => {
    const server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/osrm/`;
  };

  it('asks route/v1 for the full line as GeoJSON below the base address, and reads a refusal’s code', async () => {
    const asked: string[] = [];
    const base = await serve((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"code":"NoRoute"}');
    });
    expect(await askRoute(base, routePath('cycling', porto, braga))).toEqual({ found: false, code: 'NoRoute' });
    expect(asked).toEqual([
      '/osrm/route/v1/cycling/-8.62911,41.15794;-8.42651,41.54545?overview=full&geometries=geojson',
    ]);
  });

  it('fails on another status, an answer too large or too slow, and a service that is not there', async () => {
    const path = routePath('driving', porto, braga);
    let base = await serve((_, response) => response.writeHead(502).end('Bad gateway'));
    await expect(askRoute(base, path)).rejects.toThrow(/answered 502/);
    await close();
    base = await serve((_, response) =>
      response.writeHead(200).end(
        JSON.stringify(
          answer([
            [0, 0],
            [1, 1],
          ]),
        ),
      ),
    );
    await expect(askRoute(base, path, { maxBytes: 100 })).rejects.toThrow(/more than 100 bytes/);
    await close();
    base = await serve(() => {});
    await expect(askRoute(base, path, { timeoutMs: 200 })).rejects.toThrow(RoutingFailure);
    await close();
    await expect(askRoute(base, path)).rejects.toThrow(/could not be reached/);
  });
});
