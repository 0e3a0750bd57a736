// Offers the new version of the site when a deploy has landed while the page was open.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { registerWhenStable } from '../app/serviceWorker.ts';

export default function UpdatePrompt() {
  const { pathname } = useLocation();
  const [apply, setApply] = useState<(() => void) | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation restarts the 3000 ms stability wait
  useEffect(() => registerWhenStable((applyUpdate) => setApply(() => applyUpdate)), [pathname]);

  if (!apply) return null;
  return (
    <div className="update-prompt" role="status">
      <p>Une nouvelle version du site est disponible.</p>
      <button type="button" className="button" onClick={apply}>
        Mettre à jour
      </button>
    </div>
  );
}
