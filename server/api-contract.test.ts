import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { type ApiApp, type ApiFeature, apiDocumentConfig, apiFeatures, createApi } from './api.ts';

const document = createApi().getOpenAPI31Document(apiDocumentConfig);
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item ?? {}).map(([method, operation]) => ({ path, method, operation })),
);

describe('the API contract', () => {
  it('serves exactly the routes its one list of features names, each registered by its own feature', () => {
    const named = (routes: readonly { method: string; path: string }[]) =>
      routes.map(({ method, path }) => `${method} ${path}`).sort();
    const features: readonly ApiFeature[] = apiFeatures;
    const listed = features.flatMap((feature) => feature.routes);
    expect(named(listed)).toEqual(named(operations));
    for (const feature of features) {
      const alone: ApiApp = new OpenAPIHono();
      feature.register(alone);
      const registered = alone.openAPIRegistry.definitions.flatMap((definition) =>
        definition.type === 'route' ? [definition.route] : [],
      );
      expect(named(registered)).toEqual(named(feature.routes));
    }
  });

  it('names and secures every operation and documents its errors with the one error body', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { method, path, operation } of operations) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.security, `${method} ${path}`).toBeDefined();
      const responses = (operation.responses ?? {}) as Record<string, { content: { 'application/json': unknown } }>;
      // The health check's 503 is its own report, not a refusal.
      for (const [status, response] of Object.entries(responses))
        if (Number(status) >= 400 && operation.operationId !== 'getHealth')
          expect(response.content['application/json'], `${method} ${path} ${status}`).toEqual({
            schema: {
              $ref: '#/components/schemas/Error',
            },
          });
    }
  });

  it('describes the trip document with its fields, the read-only ones marked', () => {
    const trip = document.components?.schemas?.Trip as {
      properties: Record<string, { readOnly?: boolean; maxLength?: number }>;
      required: string[];
    };
    expect(trip.properties.title).toMatchObject({ maxLength: 120 });
    expect(trip.properties.places).toBeDefined();
    for (const field of ['_id', 'slug', 'status', 'fallback', 'author', 'views', 'length'])
      expect(trip.properties[field], field).toMatchObject({ readOnly: true });
    expect(trip.required).toEqual(expect.arrayContaining(['language', 'title', 'version']));
    expect(trip.required).not.toContain('slug');
    const put = document.paths?.['/trip/{id}']?.put;
    expect(put?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Trip' } } },
    });
  });

  it('says how to sign in: the session cookie', () => {
    expect(document.components?.securitySchemes?.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'itinera.session_token',
    });
  });
});
