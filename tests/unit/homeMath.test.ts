import { describe, expect, it } from 'vitest';
import { parseHomeGraphs } from '../../content/parse.ts';
import {
  DESKTOP_DONUT,
  donutArc,
  donutGeometry,
  donutPercent,
  formatPercent,
  isDonutShown,
  MOBILE_DONUT,
  START_ANGLE,
} from '../../scenes/contract/donutLayout.ts';
import { loopOffset, nearestLoopPosition, wrapIndex } from '../../scenes/contract/loopIndex.ts';
import { ITEM_TOGGLE_SECONDS, itemHeight, projectToggleDetail } from '../../src/lib/projectItem.ts';
import { parseSlideIndex, SlideIndexError, SliderState } from '../../src/lib/sliderState.ts';
import { dragPosition, settleDuration, swipeStep } from '../../src/lib/swipeMath.ts';

describe('loop index maths', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(-7, 6)).toBe(5);
    expect(wrapIndex(13, 6)).toBe(1);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('places each slide the short way round the loop', () => {
    expect(loopOffset(0, 0, 6)).toBe(0);
    expect(loopOffset(1, 0, 6)).toBe(1);
    expect(loopOffset(5, 0, 6)).toBe(-1);
    expect(loopOffset(0, 5, 6)).toBe(1);
    expect(loopOffset(0, 5.5, 6)).toBeCloseTo(0.5);
    expect(loopOffset(3, 0, 6)).toBe(-3);
  });

  it('animates from the last slide to the first by one step forward', () => {
    expect(nearestLoopPosition(5, 0, 6)).toBe(6);
    expect(nearestLoopPosition(0, 5, 6)).toBe(-1);
    expect(nearestLoopPosition(2.4, 2, 6)).toBeCloseTo(2);
  });
});

describe('slide index validation', () => {
  it('accepts integers and numeric strings', () => {
    expect(parseSlideIndex(3)).toBe(3);
    expect(parseSlideIndex('4')).toBe(4);
    expect(parseSlideIndex(' -1 ')).toBe(-1);
  });

  it.each([
    ['abc'],
    [''],
    ['2px'],
    ['1.5'],
    [1.5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
    [true],
    [{}],
    [[2]],
  ])('rejects %j with a clear error', (value) => {
    expect(() => parseSlideIndex(value)).toThrow(SlideIndexError);
    expect(() => parseSlideIndex(value)).toThrow(/Slide index must be an integer or a numeric string/);
  });

  it('leaves the state unchanged when an index is rejected', () => {
    const slider = new SliderState(6, 2);
    expect(() => slider.slideTo('deux')).toThrow(SlideIndexError);
    expect(slider.index).toBe(2);
    expect(() => slider.slideTo(Number.NaN)).toThrow(/got NaN/);
    expect(slider.index).toBe(2);
  });

  it('wraps accepted indexes round the loop', () => {
    const slider = new SliderState(6);
    expect(slider.slideTo('7')).toBe(1);
    expect(slider.slideTo(-1)).toBe(5);
    expect(slider.next()).toBe(0);
    expect(slider.previous()).toBe(5);
  });
});

describe('swipe decision', () => {
  const width = 390;

  it('a fast flick changes slide even over a short distance', () => {
    expect(swipeStep({ deltaX: -40, velocityX: -0.8, width })).toBe(1);
    expect(swipeStep({ deltaX: 40, velocityX: 0.8, width })).toBe(-1);
  });

  it('a short slow drag springs back', () => {
    expect(swipeStep({ deltaX: -60, velocityX: -0.1, width })).toBe(0);
    expect(swipeStep({ deltaX: 5, velocityX: 1.2, width })).toBe(0);
  });

  it('a long slow drag changes slide', () => {
    expect(swipeStep({ deltaX: -width * 0.3, velocityX: 0, width })).toBe(1);
    expect(swipeStep({ deltaX: width * 0.3, velocityX: 0.05, width })).toBe(-1);
  });

  it('a flick back towards the start cancels the drag', () => {
    expect(swipeStep({ deltaX: -200, velocityX: 0.9, width })).toBe(0);
  });

  it('ignores broken input', () => {
    expect(swipeStep({ deltaX: Number.NaN, velocityX: 1, width })).toBe(0);
    expect(swipeStep({ deltaX: -300, velocityX: 0, width: 0 })).toBe(0);
  });

  it('follows the finger, at most one slide either way', () => {
    expect(dragPosition(2, -195, width)).toBeCloseTo(2.5);
    expect(dragPosition(2, 195, width)).toBeCloseTo(1.5);
    expect(dragPosition(2, -2000, width)).toBe(3);
  });

  it('settles at the automatic slide pace, within bounds', () => {
    expect(settleDuration(1, 0.65)).toBe(0.65);
    expect(settleDuration(0.5, 0.65)).toBeCloseTo(0.325);
    expect(settleDuration(0.01, 0.65)).toBe(0.2);
  });
});

describe('donut geometry', () => {
  it('uses the spec sizes', () => {
    expect(DESKTOP_DONUT).toEqual({ size: 84, width: 74, weight: 6 });
    expect(MOBILE_DONUT).toEqual({ size: 72, width: 60, weight: 4 });
  });

  it('turns size, width and weight into radii', () => {
    expect(donutGeometry(DESKTOP_DONUT)).toEqual({
      center: 42,
      radius: 34,
      innerRadius: 31,
      outerRadius: 37,
      weight: 6,
    });
    expect(donutGeometry(MOBILE_DONUT)).toEqual({
      center: 36,
      radius: 28,
      innerRadius: 26,
      outerRadius: 30,
      weight: 4,
    });
  });

  it('rejects impossible sizes', () => {
    expect(() => donutGeometry({ size: 50, width: 74, weight: 6 })).toThrow(RangeError);
    expect(() => donutGeometry({ size: 84, width: 10, weight: 6 })).toThrow(RangeError);
    expect(() => donutGeometry({ size: 84, width: 74, weight: 0 })).toThrow(RangeError);
  });

  it('grows the arc from twelve o’clock to its value', () => {
    expect(donutArc(0.5, 0)).toEqual({ start: START_ANGLE, end: START_ANGLE, sweep: 0 });
    const half = donutArc(0.5, 1);
    expect(half.sweep).toBeCloseTo(Math.PI);
    expect(half.end).toBeCloseTo(Math.PI / 2);
    expect(donutArc(1, 0.5).sweep).toBeCloseTo(Math.PI);
    expect(donutArc(1.7).sweep).toBeCloseTo(Math.PI * 2);
  });

  it('counts the percentage up with the arc, French style', () => {
    expect(donutPercent(0.97, 0)).toBe(0);
    expect(donutPercent(0.97, 0.5)).toBe(49);
    expect(donutPercent(0.97)).toBe(97);
    expect(formatPercent(97)).toBe('97\u202f%');
  });
});

describe('home_graphs', () => {
  it('reads valid donuts', () => {
    const { donuts, problem } = parseHomeGraphs('[{"title":"Performance","value":0.97}]');
    expect(problem).toBeUndefined();
    expect(donuts).toEqual([{ title: 'Performance', value: 0.97 }]);
  });

  it('keeps a donut with an empty title, which is then not shown', () => {
    const { donuts } = parseHomeGraphs('[{"title":"SEO","value":1},{"title":"","value":0.5}]');
    expect(donuts.map(isDonutShown)).toEqual([true, false]);
    expect(isDonutShown({ title: '   ' })).toBe(false);
  });

  it('gives no donut and a clear problem for malformed JSON or shapes', () => {
    expect(parseHomeGraphs('[{"title":"SEO",')).toEqual({
      donuts: [],
      problem: 'expected a JSON list of donuts {"title", "value"}',
    });
    expect(parseHomeGraphs('{"title":"SEO","value":1}')).toMatchObject({
      donuts: [],
      problem: '(document): expected a list of donuts',
    });
  });
});

describe('mobile project item', () => {
  it('closed shows the header only; opened the measured height minus 10 px', () => {
    expect(itemHeight(false, 56, 240)).toBe(56);
    expect(itemHeight(true, 56, 240)).toBe(230);
    expect(itemHeight(true, 56, 60)).toBe(56);
    expect(ITEM_TOGGLE_SECONDS).toBe(0.35);
  });

  it('reports the toggle with index + 1 and the opened flag', () => {
    expect(projectToggleDetail(0, true)).toEqual({ index: 1, opened: true });
    expect(projectToggleDetail(4, false)).toEqual({ index: 5, opened: false });
  });
});
