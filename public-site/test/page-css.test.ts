import { describe, expect, it } from 'vitest';
import { PageCss } from '../src/server/page-css.ts';

// Two app modules (hashes aaaaa, bbbbb) and an island's (ccccc), as the build names them.
const APP = [
  ':root{--gap:4px}',
  'body{margin:0}',
  '.container{max-width:60rem}',
  '.unused-global{color:red}',
  '._aaaaa_1{color:red}',
  '._aaaaa_2{color:blue}',
  '._aaaaa_1:hover,._aaaaa_2:hover{color:green}',
  '._aaaaa_1[aria-expanded=true] ._aaaaa_3{display:block}',
  ':root:not([data-page-script]) ._aaaaa_1{display:none}',
  '._bbbbb_1{margin:0}',
  '@media (min-width:48em){._bbbbb_1{margin:1rem}._aaaaa_1{padding:0}}',
  '._aaaaa_4{animation:_aaaaa_5 1s}',
  '@keyframes _aaaaa_5{0%{opacity:0}}',
  '._ccccc_1{color:red}',
  '._ccccc_2{color:orange}',
].join('');

const SHARED_TOKENS = { file: 'assets/styles.css', text: ':root{--color-text:#fff}' };
const SHARED_BUTTON = { file: 'assets/Button.css', text: '._ddddd_1{padding:1rem}' };

describe('the CSS a page carries inline', () => {
  const pageCss = new PageCss(APP, [SHARED_TOKENS, SHARED_BUTTON]);

  it('keeps the rules whose selectors need only classes the page has, in their order', () => {
    const { css } = pageCss.forPage('<main class="container"><p class="_aaaaa_1">hi</p></main>');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('--gap:4px');
    expect(css).toContain('.container{');
    expect(css).toContain('._aaaaa_1{color:red}');
    // A state the page script sets later (an attribute, a hover) keeps its rule.
    expect(css).toContain(':root:not([data-page-script]) ._aaaaa_1{');
    expect(css).toContain('._aaaaa_1:hover,._aaaaa_2:hover{');
    expect(css).toMatch(/@media \(min-width:48em\)\{\._aaaaa_1\{padding:0\}\}/);
    expect(css.indexOf('._aaaaa_1{color:red}')).toBeLessThan(css.indexOf('@media'));
    for (const gone of ['._aaaaa_2{', '._aaaaa_3', '._bbbbb_1', '.unused-global', '_aaaaa_5'])
      expect(css).not.toContain(gone);
  });

  it('keeps an animation while a kept rule names it', () => {
    const { css } = pageCss.forPage('<p class="_aaaaa_4"></p>');
    expect(css).toContain('@keyframes _aaaaa_5');
    expect(css).toContain('._aaaaa_4{');
  });

  it('keeps every rule of a module used inside an island: React adds its classes later', () => {
    const html =
      '<div data-island="callback-form" data-island-props="{}"><div><form class="_ccccc_1"></form></div></div><p class="_aaaaa_1"></p>';
    const { css } = pageCss.forPage(html);
    expect(css).toContain('._ccccc_1{');
    expect(css).toContain('._ccccc_2{');
    // Outside the island, only what the page has.
    expect(css).not.toContain('._aaaaa_2{');
  });

  it('inlines the remote’s stylesheets the page uses and names them, leaves the others out', () => {
    const without = pageCss.forPage('<p class="_aaaaa_1"></p>');
    expect(without.remoteFiles).toEqual(['assets/styles.css']);
    expect(without.css).toContain('--color-text:#fff');
    const withButton = pageCss.forPage('<a class="_ddddd_1"></a>');
    expect(withButton.remoteFiles).toEqual(['assets/styles.css', 'assets/Button.css']);
    expect(withButton.css).toContain('._ddddd_1{padding:1rem}');
  });
});
