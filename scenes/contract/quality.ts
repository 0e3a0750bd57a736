// The adaptive quality steps' names (scenes/runtime/qualityController.ts), which the page may pin.

export const QUALITY_NAMES = ['high', 'low'] as const;
export type QualityName = (typeof QUALITY_NAMES)[number];

/** `?quality=high|low` pins a step (screenshots, pixel tests); anything else lets the controller choose. */
export function parseQuality(value: string | null | undefined): QualityName | null {
  return QUALITY_NAMES.find((name) => name === value) ?? null;
}
