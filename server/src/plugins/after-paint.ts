import crypto from 'node:crypto';
import { PREPAINTED_ATTRIBUTE } from '@contract/shell';

/**
 * The id of the JSON list of a painted page's code tags, kept until its first frame is on screen
 * (as data, not as a <template>: the first read of a template's content cost Chromium some 60 ms
 * of main thread, one long task right after the first paint).
 */
const AFTER_PAINT_TAGS_ID = 'telve-after-paint';

/**
 * Holds clicks on the painted root's buttons until the app runs, then clicks them again (see
 * AFTER_PAINT_SCRIPT). It runs in the head, before the root is parsed, so the root is looked up at
 * each click. Each held button is kept with its place among the root's buttons and its name:
 * where the app painted part of the page again (the browser's mood differing from the painted
 * one) and the button is gone, the button now in that place is clicked instead, if it has the
 * same name.
 */
const HOLD_CLICKS = `var q=[],a='${PREPAINTED_ATTRIBUTE}';function name(b){return b.getAttribute('aria-label')+'|'+b.textContent}addEventListener('click',function(v){var r=document.getElementById('root'),b=v.target&&v.target.closest&&v.target.closest('button');if(!r||!b||!r.contains(b)||!r.hasAttribute(a))return;v.preventDefault();v.stopImmediatePropagation();if(q.some(function(h){return h.b===b}))return;q.push({b:b,i:[].indexOf.call(r.getElementsByTagName('button'),b),k:name(b)});if(q.length===1)new MutationObserver(function(m,o){if(r.hasAttribute(a))return;o.disconnect();q.forEach(function(h){var c=h.b;if(!c.isConnected){c=r.getElementsByTagName('button')[h.i];if(c&&name(c)!==h.k)c=null}if(c&&!c.disabled)c.click()});q=[]}).observe(r,{attributes:true,attributeFilter:[a]})},true);`;

/**
 * Run in a page whose first screen the server painted: once that screen is on screen (the browser's
 * first contentful paint as its paint timing reports it, which Chromium gives once the frame is
 * presented; the frame after the first where the browser has no paint timing; half a second at
 * most, for a tab opened in the background), it adds the
 * page's code tags kept in the list, one tag a task, so the stylesheet and fonts never share the
 * line with the code on the way to the first paint. A list marked `data-on-interaction` (a page
 * that works whole without code: the landing page's two links) waits instead for the visitor's
 * first touch, key or focus, so a visitor who only reads costs the phone no code at all.
 *
 * Until the app has taken the painted screen over (the root loses PREPAINTED_ATTRIBUTE), a tap
 * or key press on one of its buttons would do nothing: the button is only painted. The script
 * holds each such click and, once the app runs, clicks the same button again (a button tapped
 * twice is clicked once; one the takeover disabled, or replaced by none of the same name, is let
 * go), so 'Read more' tapped on a slow phone opens when the code is in instead of being lost.
 * One fixed text, allowed by its hash in the page's policy.
 */
export const AFTER_PAINT_SCRIPT = `(function(){var d=false,e=document.getElementById('${AFTER_PAINT_TAGS_ID}');if(!e)return;${HOLD_CLICKS}var l=JSON.parse(e.textContent);function go(){if(d)return;d=true;(function next(){var o=l.shift();if(!o)return;var n=document.createElement(o[0]);for(var k in o[1])n.setAttribute(k,o[1][k]);document.head.appendChild(n);setTimeout(next,0)})()}if(e.hasAttribute('data-on-interaction')){['pointerdown','touchstart','keydown','focusin'].forEach(function(v){addEventListener(v,go,{once:true,passive:true,capture:true})});return}var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;if(t&&t.indexOf('paint')>=0)new P(function(x,o){if(!x.getEntriesByName('first-contentful-paint').length)return;o.disconnect();setTimeout(go,0)}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)})()`;

/** The script's hash as a Content-Security-Policy source. */
export const AFTER_PAINT_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`;

const CODE_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
const TAG_NAME = /^<(\w+)/;
const ATTRIBUTE = /\s([\w-]+)(?:="([^"]*)")?/g;

/** A code tag of the built shell as [tag name, attributes]: only Vite's own tags are read here. */
function tagData(tag: string): [string, Record<string, string>] {
  const name = TAG_NAME.exec(tag)?.[1] ?? 'script';
  const head = tag.slice(0, tag.indexOf('>'));
  const attributes = Object.fromEntries([...head.matchAll(ATTRIBUTE)].map(([, key = '', value = '']) => [key, value]));
  return [name, attributes];
}

/**
 * The shell with its code tags (the entry script and the module preloads) taken out into a JSON
 * list, added by AFTER_PAINT_SCRIPT after the first paint, or with `onInteraction` at the visitor's
 * first touch, key or focus.
 */
export function codeAfterPaint(html: string, { onInteraction = false } = {}): string {
  const tags = html.match(CODE_TAGS) ?? [];
  if (tags.length === 0) return html;
  const rest = html.replace(CODE_TAGS, '');
  const mark = onInteraction ? ' data-on-interaction' : '';
  const list = JSON.stringify(tags.map(tagData)).replace(/</g, '\\u003c');
  return rest.replace(
    '</head>',
    () =>
      `<script type="application/json" id="${AFTER_PAINT_TAGS_ID}"${mark}>${list}</script><script>${AFTER_PAINT_SCRIPT}</script></head>`,
  );
}
