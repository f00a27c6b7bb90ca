// The HTML the server answers a navigation with asks for the app's scripts only once the splash has
// been painted (issue 21: the sign-in page's Lighthouse score was 98 or 100 at random).
//
// Why: module scripts named in the head download beside the HTML and run when parsing ends. When
// they arrive before the first frame (a fast network, or files already in the HTTP cache) the
// browser runs them first and paints the splash only after — the boot's evaluation (≈ 0.1–0.3 s on
// a slow phone) lands before the first contentful paint. Lighthouse's simulated phone models the
// same thing: in runs where the scripts had arrived before the observed first paint it counted
// their ≈ 150 KiB in the paint's network graph (FCP 1.9 s instead of 0.7 s, score 98 instead of 100).
//
// How: the scripts and preloads are moved into an inert <template>; a small inline script at the
// end of the body adds them to the head after the first frame (a task after requestAnimationFrame),
// in their order (async = false keeps module scripts executing as the parser would have). A hidden
// tab paints no frames, so a timer starts them there. The inline script is a constant: the
// Content-Security-Policy allows exactly its hash (server/plugins/security-headers.ts).
//
// The service worker's copy of the HTML keeps its scripts in the head: there every file is local,
// and waiting for a frame would only delay an offline or warm start.
// No imports: the server's bundle takes nothing else with it.

const TEMPLATE_ID = 'after-first-paint'

/** The inline script (its exact text is what the Content-Security-Policy's hash allows). */
export const AFTER_FIRST_PAINT_LOADER = `(function () {
  var template = document.getElementById('${TEMPLATE_ID}');
  if (!template) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    template.content.querySelectorAll('script[src], link[href]').forEach(function (from) {
      var to = document.createElement(from.tagName);
      for (var i = 0; i < from.attributes.length; i++) to.setAttribute(from.attributes[i].name, from.attributes[i].value);
      if (to.tagName === 'SCRIPT') to.async = false;
      document.head.appendChild(to);
    });
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 200);
})();`

/**
 * The head's module scripts and script or style preloads (the splash needs none of them), but
 * for preloads marked `data-with-html`: the design tools' two big chunks (vite.tools.config.ts),
 * fetched beside the HTML. A preload runs nothing, so the splash still paints first.
 */
const LOADED_AFTER_PAINT =
  /[ \t]*<script type="module"[^>]*><\/script>\n?|[ \t]*<link rel="(?:modulepreload|preload)"(?![^>]*\sdata-with-html)[^>]*>\n?/g

/** The HTML with its scripts and preloads started after the first frame; unchanged when it has none. */
export function afterFirstPaint(html: string): string {
  const headEnd = html.indexOf('</head>')
  const bodyEnd = html.lastIndexOf('</body>')
  if (headEnd < 0 || bodyEnd < headEnd) return html
  const head = html.slice(0, headEnd)
  const tags = head.match(LOADED_AFTER_PAINT)
  if (!tags) return html
  const template = `<template id="${TEMPLATE_ID}">\n${tags.join('')}    </template>\n  `
  const loader = `  <script>${AFTER_FIRST_PAINT_LOADER}</script>\n  `
  return `${head.replace(LOADED_AFTER_PAINT, '')}${template}${html.slice(headEnd, bodyEnd)}${loader}${html.slice(bodyEnd)}`
}
