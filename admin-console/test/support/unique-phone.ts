/**
 * A UK mobile no other request on this product has asked from lately, so the API never takes a
 * test's request in as a repeat (200 instead of 201). Files that share a product run one after
 * another and each starts in its own hundredth of a second; a counter numbers the calls within
 * it. Random numbers drawn by every file met often enough to fail a CI run.
 */
const start = Math.floor(Date.now() / 10) % 100_000;
let calls = 0;

export function uniquePhone(): string {
  calls += 1;
  if (calls >= 1000) throw new Error('uniquePhone gives each file at most 999 numbers');
  const digits = String(start * 1000 + calls).padStart(8, '0');
  return `077${digits.slice(0, 2)} ${digits.slice(2)}`;
}
