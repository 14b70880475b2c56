/** Where the browser keeps the callback form's draft (kept-draft.ts). */
export const CALLBACK_DRAFT_KEY = 'callback-draft';
