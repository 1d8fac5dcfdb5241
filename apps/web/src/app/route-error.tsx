import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { ErrorState } from '../components/ui/error-state.tsx';

/**
 * A page that failed to load or render, most often a chunk of an older deploy that is gone:
 * the shell stays, and reloading fetches the current build.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Container className="py-20">
      <ErrorState onRetry={() => window.location.reload()} />
    </Container>
  );
}
