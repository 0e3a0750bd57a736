// Shown when the data cannot be loaded: a French message and a retry, never a blank page.
import { isRouteErrorResponse, useNavigation, useRevalidator, useRouteError } from 'react-router-dom';
import { RequestError } from '../lib/request.ts';
import { useLoadingOverlayExit } from '../shell/loadingOverlay.ts';

function errorMessage(error: unknown): string {
  if (error instanceof RequestError) {
    if (error.status === 0 || error.status >= 500) return 'Le serveur ne répond pas pour le moment.';
    return 'Les données du portfolio sont introuvables.';
  }
  // By name, not instanceof: the validator lives in a lazily loaded chunk.
  if (error instanceof Error && error.name === 'ContentError')
    return 'Les données du portfolio sont illisibles.';
  if (error instanceof TypeError) return 'La connexion a échoué. Vérifiez votre accès à Internet.';
  if (isRouteErrorResponse(error)) return 'Cette page n’a pas pu être chargée.';
  return 'Une erreur inattendue est survenue.';
}

export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  useLoadingOverlayExit();
  const busy = revalidator.state === 'loading' || navigation.state === 'loading';
  console.error('Route failed:', error);

  return (
    <main className="route-error" id="contenu">
      <div className="route-error-card" role="alert">
        <h1>Chargement impossible</h1>
        <p>{errorMessage(error)} Réessayez dans un instant.</p>
        <button type="button" className="button" onClick={() => revalidator.revalidate()} disabled={busy}>
          {busy ? 'Nouvel essai…' : 'Réessayer'}
        </button>
      </div>
    </main>
  );
}
