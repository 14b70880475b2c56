import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import config, { exposes } from '../module-federation.config.ts';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string>;
};

describe('exposes', () => {
  test('every exposed module is also a package subpath (types for the apps), and exists', () => {
    // `./host/*` is the host-side helper the apps bundle, not an expose of the remote.
    const componentSubpaths = Object.fromEntries(
      Object.entries(pkg.exports).filter(([subpath]) => !subpath.startsWith('./host/')),
    );
    expect(componentSubpaths).toEqual(exposes);
    expect(config.exposes).toEqual(exposes);
    for (const file of Object.values(exposes)) {
      expect(existsSync(new URL(`../${file}`, import.meta.url)), file).toBe(true);
    }
  });

  test('each component module exports the component under its expose name', async () => {
    for (const [path, file] of Object.entries(exposes)) {
      const mod = (await import(/* @vite-ignore */ `../${file}`)) as Record<string, unknown>;
      const name = path.slice(2);
      if (name === 'styles') {
        expect(typeof mod.GlobalStyles).toBe('function');
        expect(mod.tokens).toBeTypeOf('object');
      } else if (name === 'FormFields') {
        for (const field of [
          'TextField',
          'TextAreaField',
          'SelectField',
          'CheckboxField',
          'PasswordField',
        ]) {
          expect(typeof mod[field], field).toBe('function');
        }
      } else {
        expect(typeof mod[name], name).toBe('function');
      }
    }
  });

  test('the host helper lists only exposed modules', async () => {
    const { SHARED_UI_EXPOSES } = await import('../src/host/exposes.ts');
    for (const expose of Object.values(SHARED_UI_EXPOSES)) {
      expect(Object.keys(exposes), expose).toContain(expose);
    }
  });

  test('the client build publishes assets/ as the remote root (dist/illustrations/…)', () => {
    const vite = readFileSync(new URL('../vite.config.ts', import.meta.url), 'utf8');
    expect(vite).toMatch(/publicDir: 'assets'/);
  });
});
