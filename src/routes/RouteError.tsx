// Shown when the data cannot be loaded: a French message and a retry, never a blank page.
import { isRouteErrorResponse, useNavigation, useRevalidator, useRouteError } from 'react-router-dom';
import { RequestError } from '../lib/request.ts';
import { useLoadingOverlayExit } from '../shell/loadingOverlay.ts';

function errorMessage(error: unknown): string {
  if (error instanceof RequestError) {
    if (error.status === 0 || error.status >= 500) return 'Le serveur ne répond pas pour le moment.';
    // A 2xx that is not JSON: a page (a proxy's, a host's fallback) answered instead of the data.
    if (error.status < 300) return 'Les données du portfolio sont illisibles.';
    return 'Les données du portfolio sont introuvables.';
  }
  // By name, not instanceof: the validator lives in a lazily loaded chunk.
  if (error instanceof Error && error.name === 'ContentError')
    return 'Les données du portfolio sont illisibles.';
  if (error instanceof TypeError) return 'La connexion a échoué. Vérifiez votre accès à Internet.';
  if (isRouteErrorResponse(error)) return 'Cette page n’a pas pu être chargée.';
  return 'Une erreur inattendue est survenue.';
}

/** `inline`: inside the shell's <main> (a child route failed), so not a landmark of its own. */
export function RouteError({ inline = false }: { inline?: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  useLoadingOverlayExit();
  const busy = revalidator.state === 'loading' || navigation.state === 'loading';
  console.error('Route failed:', error);

  const card = (
    <div className="route-error-card" role="alert">
      <h1>Chargement impossible</h1>
      <p>{errorMessage(error)} Réessayez dans un instant.</p>
      <button type="button" className="button" onClick={() => revalidator.revalidate()} disabled={busy}>
        {busy ? 'Nouvel essai…' : 'Réessayer'}
      </button>
    </div>
  );
  if (inline) return <section className="route-error is-inline">{card}</section>;
  return (
    <main className="route-error" id="contenu">
      {card}
    </main>
  );
}
