import type { ZodType } from 'zod';
import { answer, errorResponses, type jsonBody, type routeDeclarations } from './openapi.ts';

/** What is each call's own in a pair of `documentRoutes`. */
interface DocumentCall {
  operationId: string;
  summary: string;
  description?: string;
  /** The description of the 200 answer. */
  answer: string;
}

interface DocumentSpec<P extends string, Body extends ReturnType<typeof jsonBody>> {
  path: P;
  /** The key of the answer that holds the document. */
  key: string;
  record: ZodType;
  /** Anyone may read it (every public page shows it), or only those signed in. */
  read: DocumentCall & { access: 'public' | 'staff' };
  write: DocumentCall & { body: Body };
}

/**
 * The GET and PUT of one document the console edits as a whole form (a settings page): the read
 * answers `{ success, [key] }`; the write, by staff, replaces it with a JSON body and answers it
 * as stored with a message.
 */
export function documentRoutes<P extends string, Body extends ReturnType<typeof jsonBody>>(
  { publicRoute, staffRoute }: ReturnType<typeof routeDeclarations>,
  { path, key, record, read, write }: DocumentSpec<P, Body>,
) {
  const readRoute = read.access === 'public' ? publicRoute : staffRoute;
  return {
    read: readRoute({
      method: 'get',
      path,
      operationId: read.operationId,
      summary: read.summary,
      description: read.description,
      responses: {
        200: answer(key, record, read.answer),
        ...(read.access === 'staff' ? errorResponses(401, 403) : {}),
      },
    }),
    write: staffRoute({
      method: 'put',
      path,
      operationId: write.operationId,
      summary: write.summary,
      description: write.description,
      request: { body: write.body },
      responses: {
        200: answer(key, record, write.answer, true),
        ...errorResponses(400, 401, 403, 413, 415, 422),
      },
    }),
  };
}
