import crypto from 'node:crypto';

/** The id of the template holding a painted page's code tags until its first frame is on screen. */
const AFTER_PAINT_TEMPLATE_ID = 'telve-after-paint';

/**
 * Run in a page whose first screen the server painted: once that screen is on screen (the frame
 * after the first, or half a second at most, for a tab opened in the background), it adds the
 * page's code tags kept in the template, so the stylesheet and fonts never share the line with the
 * code on the way to the first paint. A template marked `data-on-interaction` (a page that works
 * whole without code: the landing page's two links) waits instead for the visitor's first touch,
 * key or focus, so a visitor who only reads costs the phone no code at all. One fixed text,
 * allowed by its hash in the page's policy.
 */
export const AFTER_PAINT_SCRIPT = `(function(){var d=false;function go(){if(d)return;d=true;var t=document.getElementById('${AFTER_PAINT_TEMPLATE_ID}');if(!t)return;Array.prototype.forEach.call(t.content.children,function(o){var n=document.createElement(o.tagName);Array.prototype.forEach.call(o.attributes,function(a){n.setAttribute(a.name,a.value)});document.head.appendChild(n)})}var t=document.getElementById('${AFTER_PAINT_TEMPLATE_ID}');if(t&&t.hasAttribute('data-on-interaction')){['pointerdown','touchstart','keydown','focusin'].forEach(function(e){addEventListener(e,go,{once:true,passive:true,capture:true})});return}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)})()`;

/** The script's hash as a Content-Security-Policy source. */
export const AFTER_PAINT_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`;

const CODE_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The shell with its code tags (the entry script and the module preloads) moved into an inert
 * template, loaded by AFTER_PAINT_SCRIPT after the first paint, or with `onInteraction` at the
 * visitor's first touch, key or focus.
 */
export function codeAfterPaint(html: string, { onInteraction = false } = {}): string {
  const tags = html.match(CODE_TAGS) ?? [];
  if (tags.length === 0) return html;
  const rest = html.replace(CODE_TAGS, '');
  const mark = onInteraction ? ' data-on-interaction' : '';
  return rest.replace(
    '</head>',
    () =>
      `<template id="${AFTER_PAINT_TEMPLATE_ID}"${mark}>${tags.join('')}</template><script>${AFTER_PAINT_SCRIPT}</script></head>`,
  );
}
