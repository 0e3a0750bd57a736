// Offers the new version of the site when a deploy has landed while the page was open.
import { useEffect, useState } from 'react';
import { registerWhenStable } from '../app/serviceWorker.ts';
import { useArrivalCount } from './arrivals.ts';

export default function UpdatePrompt() {
  const arrivals = useArrivalCount();
  const [apply, setApply] = useState<(() => void) | null>(null);

  // Each arrival restarts the 3000 ms stability wait; the address following the ring's selection does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the arrival count is the trigger
  useEffect(() => registerWhenStable((applyUpdate) => setApply(() => applyUpdate)), [arrivals]);

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
