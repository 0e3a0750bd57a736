// Sets CSS properties through the CSSOM: the CSP (style-src 'self') blocks React's style attribute.
import { type RefObject, useLayoutEffect } from 'react';

export function useCssVariables(ref: RefObject<HTMLElement | null>, values: Record<string, string>): void {
  const key = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `values`' content
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const [name, value] of Object.entries(values)) element.style.setProperty(name, value);
  }, [ref, key]);
}
