import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorStatus, isNetworkError } from './error-status.ts';

describe('errorStatus', () => {
  it.each([
    ['a statusCode', { statusCode: 404 }, 404],
    ['a status', { status: 403 }, 403],
    ['a response status', { response: { status: 410 } }, 410],
    ['statusCode before status', { statusCode: 401, status: 418 }, 401],
    ['status before response status', { status: 409, response: { status: 502 } }, 409],
    ['a plain Error', new Error('boom'), 500],
    ['a string', 'boom', 500],
    ['null', null, 500],
    ['a status that is no error status', { status: 200 }, 500],
  ])('uses %s', (_name, error, expected) => {
    expect(errorStatus(error)).toBe(expected);
  });

  it('reads React Router error responses', () => {
    expect(errorStatus(new ErrorResponseImpl(404, 'Not Found', null))).toBe(404);
    expect(errorStatus(new ErrorResponseImpl(503, 'Service Unavailable', null))).toBe(503);
  });
});

describe('isNetworkError', () => {
  it.each([
    [new TypeError('Failed to fetch'), true],
    [new TypeError('NetworkError when attempting to fetch resource.'), true],
    [new TypeError('Load failed'), true],
    [new TypeError('x is not a function'), false],
    [new Error('Failed to fetch'), false],
    [{ status: 500 }, false],
  ])('%s -> %s', (error, expected) => {
    expect(isNetworkError(error)).toBe(expected);
  });
});
