import type { z } from 'zod';
import type { apiFeatures } from './api.ts';
import type { ErrorSchema } from './openapi.ts';

/**
 * Every operation of the API, as types: the browser's client (app/lib/api-client.ts) takes them
 * from here with `import type`, so what it sends and reads is what the OpenAPI document says,
 * with no shape written twice. The operations are those of `apiFeatures`, the one list.
 */
type AnyRoute = (typeof apiFeatures)[number]['routes'][number];

/** Each operation by its name: its method and its path in the document, e.g. `PUT /trip/{id}`. */
type Operations = { [R in AnyRoute as `${Uppercase<R['method']>} ${R['path']}`]: R };
export type ApiOperation = keyof Operations;
type RouteOf<K extends ApiOperation> = Operations[K];

type Part<R, Key extends string> = R extends { request: { [P in Key]: infer S extends z.ZodType } } ? S : never;
type Body<R, Media extends string> = R extends {
  request: { body: { content: { [M in Media]: { schema: infer S extends z.ZodType } } } };
}
  ? S
  : never;
/** A part the route does not take is absent; one whose fields are all optional may be left out. */
type Maybe<Name extends string, S> = [S] extends [never]
  ? { [N in Name]?: never }
  : object extends S
    ? { [N in Name]?: S }
    : { [N in Name]: S };

/** What a call sends: path parameters, query, and a JSON or multipart body, as its route declares them. */
export type ApiInput<K extends ApiOperation> = Maybe<'params', z.input<Part<RouteOf<K>, 'params'>>> &
  Maybe<'query', z.input<Part<RouteOf<K>, 'query'>>> &
  Maybe<'json', z.input<Body<RouteOf<K>, 'application/json'>>> &
  Maybe<'form', [Body<RouteOf<K>, 'multipart/form-data'>] extends [never] ? never : FormData>;

type SuccessStatus = 200 | 201 | 202;
type Answer<D> = D extends { content: { 'application/json': { schema: infer S extends z.ZodType } } }
  ? z.output<S>
  : never;

/** What a call answers when it succeeds: the body of its 2xx response. */
export type ApiResponse<K extends ApiOperation> = {
  [S in keyof RouteOf<K>['responses'] & SuccessStatus]: Answer<RouteOf<K>['responses'][S]>;
}[keyof RouteOf<K>['responses'] & SuccessStatus];

/** The one error body of every refusal. */
export type ApiError = z.output<typeof ErrorSchema>;
