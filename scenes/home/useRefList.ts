// The objects a list of child components hands their parent (their Pixi containers, their handles), kept
// by index: one stable callback ref per index, so a render of the list does not detach and attach them again.
import { useState } from 'react';

export interface RefList<T> {
  /** The current handles by index; null where the child is not mounted. */
  readonly items: readonly (T | null)[];
  /** The callback ref for the child at `index`, the same function on every render. */
  ref(index: number): (item: T | null) => void;
}

export function useRefList<T>(): RefList<T> {
  const [list] = useState<RefList<T>>(() => {
    const items: (T | null)[] = [];
    const setters: ((item: T | null) => void)[] = [];
    return {
      items,
      ref(index) {
        let setter = setters[index];
        if (!setter) {
          setter = (item) => {
            items[index] = item;
          };
          setters[index] = setter;
        }
        return setter;
      },
    };
  });
  return list;
}
