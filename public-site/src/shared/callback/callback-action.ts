import { type ActionFunctionArgs, data } from 'react-router-dom';
import { sendCallback } from './send-callback.ts';

/**
 * The callback form's route action, for /contact and the area pages: the server runs it for the
 * plain form POST (a send before the form's island is awake, or without JavaScript) and renders
 * the outcome in the page.
 */
export async function callbackAction({ request }: ActionFunctionArgs) {
  const { result, status } = await sendCallback(await request.formData());
  return result.ok ? result : data(result, { status });
}
