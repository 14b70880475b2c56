import { describe, expect, test } from 'vitest';
import { Modal } from '../src/components/Modal/Modal.tsx';
import { html } from './render.ts';

describe('Modal (server render)', () => {
  test('renders nothing when closed', () => {
    expect(html(<Modal open={false} onClose={() => {}} title="Add service" />)).toBe('');
  });

  test('renders nothing on the server even when open (portal on the client only, no document access)', () => {
    expect('document' in globalThis).toBe(false);
    expect(
      html(
        <Modal
          open
          onClose={() => {}}
          title="Emergency help"
          footer={<button type="button">OK</button>}
        >
          <p>Call us</p>
        </Modal>,
      ),
    ).toBe('');
  });

  test('inline next to other content, the server HTML stays intact', () => {
    expect(
      html(
        <main>
          <h1>Services</h1>
          <Modal open onClose={() => {}} title="x" />
        </main>,
      ),
    ).toBe('<main><h1>Services</h1></main>');
  });
});
