import { useSearchParams } from 'react-router-dom';

/**
 * A list filter kept in the address (`?status=pending`), so a link can open the list filtered
 * and a reload keeps it: `const [status, setStatus] = useAddressFilter('status', parseStatus)`.
 * `parse` turns the parameter into a known value or null (all); setting '' removes it.
 */
export function useAddressFilter<V>(
  name: string,
  parse: (value: string | null) => V | null,
): readonly [V | null, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [parse(params.get(name)), set];
}
