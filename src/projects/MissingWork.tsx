// An address naming no work (/projects/99999, /projects/abc): the screen shows the first work instead and
// says so in a discreet notice, until the visitor moves the selection.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Work } from '../../content/schema.ts';
import { NNBSP } from '../lib/frenchTypography.ts';
import { appStore } from '../store/index.ts';

const namesNoWork = (sorted: readonly Work[], pid: string | undefined) =>
  pid !== undefined && sorted.length > 0 && !sorted.some((work) => String(work.id) === pid);

/** Whether the screen was opened on an address that names no work, and nothing was chosen since. */
export function useMissingWork(sorted: readonly Work[]): boolean {
  const { pid } = useParams();
  const unknown = namesNoWork(sorted, pid);
  const [missing, setMissing] = useState(unknown);
  if (unknown && !missing) setMissing(true);

  // The first work replaces the address at once; the notice stays until the selection moves.
  useEffect(() => {
    if (!missing) return;
    const from = appStore.getState().selectedWorkId;
    return appStore.subscribe(
      (s) => s.selectedWorkId,
      (workId) => {
        if (workId !== from) setMissing(false);
      },
    );
  }, [missing]);
  return missing;
}

export function MissingWorkNotice() {
  return (
    <p className="missing-work" role="status">
      {`Ce projet n’existe pas ou n’existe plus${NNBSP}: voici le premier de la liste.`}
    </p>
  );
}
