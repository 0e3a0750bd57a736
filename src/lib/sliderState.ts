// The carousel's slide index: validated (a number or a numeric string, nothing else) and wrapped round the loop.
import { wrapIndex } from '../../scenes/contract/loopIndex.ts';

export class SlideIndexError extends TypeError {
  constructor(readonly value: unknown) {
    super(`Slide index must be an integer or a numeric string such as "2", got ${describeValue(value)}`);
    this.name = 'SlideIndexError';
  }
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a value of type ${typeof value}`;
}

const NUMERIC_STRING = /^\s*[-+]?\d+\s*$/;

/** An integer slide index from a number or a numeric string; throws SlideIndexError otherwise. */
export function parseSlideIndex(value: unknown): number {
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return value;
    throw new SlideIndexError(value);
  }
  if (typeof value === 'string' && NUMERIC_STRING.test(value)) {
    const parsed = Number(value);
    if (Number.isSafeInteger(parsed)) return parsed;
  }
  throw new SlideIndexError(value);
}

/** Which slide is shown. A rejected index throws and leaves the state as it was. */
export class SliderState {
  private current: number;

  constructor(
    readonly count: number,
    index = 0,
  ) {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`Slide count must be ≥ 0, got ${count}`);
    this.current = wrapIndex(parseSlideIndex(index), count);
  }

  get index(): number {
    return this.current;
  }

  /** Shows slide `value` (wrapped round the loop: −1 is the last slide); returns the index shown. */
  slideTo(value: unknown): number {
    const index = parseSlideIndex(value);
    this.current = wrapIndex(index, this.count);
    return this.current;
  }

  next(): number {
    return this.slideTo(this.current + 1);
  }

  previous(): number {
    return this.slideTo(this.current - 1);
  }
}
