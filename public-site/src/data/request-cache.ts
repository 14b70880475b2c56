/**
 * The answers of one render, keyed by the router's request: React Router hands the same Request
 * to every loader of one server render (and of one browser navigation), so the root loader and a
 * page loader asking for `/services/active` share one API call. Nothing outlives the request.
 */
const answers = new WeakMap<Request, Map<string, Promise<unknown>>>();

export function oncePerRequest<T>(
  request: Request,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  let cache = answers.get(request);
  if (!cache) {
    cache = new Map();
    answers.set(request, cache);
  }
  let answer = cache.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = load();
    cache.set(key, answer);
  }
  return answer;
}
