// The import graph's rules (`npm run lint:graph`, part of `npm test`): one contract between the page and
// the scenes, arrows in one direction, no circles. README.md, "Architecture", draws the layout they keep.
const DRAWING = '^node_modules/(pixi\\.js|three|gsap|hammerjs|lil-gui)/';
const REACT = '^node_modules/(react|react-dom|react-router|react-router-dom|@pixi/react)/';
/** The page's React: the DOM renderer and the router, which the scene runtime has no use for. */
const REACT_DOM = '^node_modules/(react-dom|react-router|react-router-dom)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: cut it by moving what both sides need into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'scenes-never-import-src',
      severity: 'error',
      comment: 'scenes/ never imports the page (src/), not even its types: share through scenes/contract/.',
      from: { path: '^scenes/' },
      to: { path: '^src/' },
    },
    {
      name: 'src-imports-only-the-contract',
      severity: 'error',
      comment:
        'The page imports scenes/contract/ and nothing else of scenes/, except the page fallback ' +
        '(scenes/runtime/page.ts, dynamically) and the worker (by URL).',
      from: { path: '^src/' },
      to: { path: '^scenes/', pathNot: '^scenes/(contract/|runtime/page\\.ts$)' },
    },
    {
      name: 'page-fallback-only-dynamically',
      severity: 'error',
      comment:
        'The page fallback (scenes/runtime/page.ts) loads only when a worker cannot draw: import() it.',
      from: { path: '^src/' },
      to: { path: '^scenes/runtime/page\\.ts$', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'contract-is-pure',
      severity: 'error',
      comment: 'scenes/contract/ imports no Pixi, three.js, gsap or React, and nothing else of scenes/.',
      from: { path: '^scenes/contract/' },
      to: { path: [DRAWING, REACT, '^scenes/(?!contract/)'] },
    },
    {
      name: 'scene-math-is-pure',
      severity: 'error',
      comment: 'scenes/math/ is plain maths, testable in node: no Pixi, three.js, gsap or React.',
      from: { path: '^scenes/math/' },
      to: { path: [DRAWING, REACT] },
    },
    {
      name: 'scenes-never-import-react-dom',
      severity: 'error',
      comment:
        'Scenes are React components rendered by @pixi/react in the scene runtime: they import react and ' +
        '@pixi/react, never the DOM renderer or the router (the page, src/, owns those).',
      from: { path: '^scenes/' },
      to: { path: REACT_DOM },
    },
    {
      name: 'pixi-react-only-in-scenes',
      severity: 'error',
      comment: 'The page never renders Pixi objects: @pixi/react runs only in the scene runtime (scenes/).',
      from: { path: '^src/' },
      to: { path: '^node_modules/@pixi/react/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type from the wrong side is an arrow the wrong way too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
