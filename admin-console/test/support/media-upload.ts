import type { Page } from 'playwright-core';

/**
 * Uploads `photo` through the Media screen's upload panel, as the owner does: picked with the file
 * chooser, or (`drop`) dropped on the panel as a file dragged from the desktop arrives; then its
 * alt text and "Upload photo".
 */
export async function uploadInMediaScreen(
  page: Page,
  photo: Buffer,
  { name, alt, drop = false }: { name: string; alt: string; drop?: boolean },
): Promise<void> {
  if (drop) await dropFile(page, photo, name);
  else
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });
  await page.getByText(name).waitFor();
  await page.getByLabel('Alt text').fill(alt);
  await page.getByRole('button', { name: 'Upload photo' }).click();
}

/** Drops `bytes` on the drop zone as a file dragged from the desktop would arrive. */
async function dropFile(page: Page, bytes: Buffer, name: string): Promise<void> {
  await page.evaluate(
    ({ base64, name }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type: 'image/jpeg' }));
      const zone = document.querySelector('input[type="file"]')?.closest('label');
      if (!zone) throw new Error('no drop zone');
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true }));
    },
    { base64: bytes.toString('base64'), name },
  );
}
