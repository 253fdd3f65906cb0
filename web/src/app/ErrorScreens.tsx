import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../ui/Button';

/** Spec section 2: what an uncaught error shows, with a button that reloads the page. */
export function SomethingWentWrong() {
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-gray-900">Something went wrong</h1>
      <p className="mt-3 text-gray-700">
        We're sorry, but something unexpected happened. Please try refreshing the page.
      </p>
      <button
        type="button"
        className={buttonClass('primary', 'mt-6')}
        onClick={() => window.location.reload()}
      >
        Refresh Page
      </button>
    </div>
  );
}

/** Spec section 2: an unknown route. */
export function UnknownRoute() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-gray-900">Unexpected Application Error!</h1>
      <p className="mt-3 text-gray-700">404 Not Found</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        Back to Home
      </Link>
    </div>
  );
}

/** The error element of the router: a 404 is an unknown route, anything else an uncaught error. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <UnknownRoute />;
  console.error(error);
  return <SomethingWentWrong />;
}
