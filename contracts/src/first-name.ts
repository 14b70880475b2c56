/** "Sam" of "Sam Stranded": a driver greeted, a crew member named, without showing more. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
