import { EARLY_TAP_ATTRIBUTE } from '../islands/island-names.ts';
import {
  HOLD_PICTURES_ATTRIBUTE,
  PAGE_SCRIPT_ATTRIBUTE,
} from '../page-script/page-script-attribute.ts';

/**
 * After the first contentful paint is reported, the page script waits this long more: the home
 * page's poster is painted a frame or two after the text, and the script's request should not
 * compete with it.
 */
const AFTER_FIRST_PAINT_MS = 500;
/** Where no paint is reported (a tab opened in the background), the latest it loads after load. */
const AFTER_LOAD_MS = 3_000;

/**
 * The inline script in the head that loads the page script (src/entry-client.ts). Nothing on the
 * first screen needs it (menus, accordions, the form and the pop-up are native HTML it only
 * completes), so it is not fetched while the page shows itself: it loads on a visitor's first
 * pointer, key or focus, or once the page has painted. The page's policy names this script's
 * hash (html.ts); the page script it adds is a file of this origin, which the policy allows.
 *
 * It also marks <html> for CSS at once, before the body is parsed (PAGE_SCRIPT_ATTRIBUTE): a
 * browser that runs this runs the page script, and marking later would restyle the whole page.
 * Until the page script has run, a tap on a plain button inside an island (which does nothing
 * without React) is marked on the button (EARLY_TAP_ATTRIBUTE), for the island to make again.
 * Pictures that may wait (HOLD_PICTURES_ATTRIBUTE) are held until the page script is asked for:
 * in Lighthouse's simulated slow 4G a lazy photo fetched at the first layout shares the link with
 * the hero and delays its paint.
 */
export function pageScriptLoader(entry: string): string {
  // Written small by hand: every page carries it. `go` loads the script, once.
  return [
    `{const r=document.documentElement,hold=${JSON.stringify(HOLD_PICTURES_ATTRIBUTE)};`,
    `r.setAttribute(${JSON.stringify(PAGE_SCRIPT_ATTRIBUTE)},"");r.setAttribute(hold,"");`,
    `const tap=e=>e.target.closest?.("[data-island] button[type=button]")?.setAttribute(${JSON.stringify(EARLY_TAP_ATTRIBUTE)},"");`,
    'addEventListener("click",tap,true);',
    'let done;const go=()=>{if(done)return;done=1;r.removeAttribute(hold);const s=document.createElement("script");',
    `s.type="module";s.src=${JSON.stringify(entry)};s.onload=()=>removeEventListener("click",tap,true);document.head.append(s)};`,
    'for(const t of["pointerdown","keydown","focusin"])addEventListener(t,go,{capture:1,once:1,passive:1});',
    `addEventListener("load",()=>{setTimeout(go,${AFTER_LOAD_MS});new PerformanceObserver((l,o)=>{`,
    `l.getEntriesByName("first-contentful-paint")[0]&&(o.disconnect(),setTimeout(go,${AFTER_FIRST_PAINT_MS}))`,
    '}).observe({type:"paint",buffered:1})},{once:1})}',
  ].join('');
}
