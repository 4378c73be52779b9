import { data } from 'react-router';

/** `/not-found` and every unknown path: the layout's error boundary shows the 404 page. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
