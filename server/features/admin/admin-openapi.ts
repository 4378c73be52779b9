import { refused, signedIn } from '../../openapi.ts';

/** Every admin operation: a verified admin's session; anyone else is refused. */
export const adminOnly = {
  ...signedIn,
  tags: ['admin'],
};

export const adminResponses = {
  401: refused('Not signed in'),
  403: refused('Not an admin, or a write that came from another site'),
};
