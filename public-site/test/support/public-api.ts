/** A public API list, e.g. `publicList(base, '/services/active', 'services')`. */
export async function publicList<T>(baseUrl: string, path: string, field: string): Promise<T[]> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /api${path} → HTTP ${response.status}`);
  return ((await response.json()) as Record<string, T[]>)[field] ?? [];
}
