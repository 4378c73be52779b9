import { data } from 'react-router';
import { AppError } from '#server/errors.ts';

/**
 * A core call made by a page: its refusals (404 not found, 403 not yours...) become the page's
 * status, shown by the error boundary as they are for the API.
 */
export async function refusedAsStatus<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.status < 500)
      throw data(null, { status: error.status, headers: error.headers });
    throw error;
  }
}
