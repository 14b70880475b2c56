/** Where the browser keeps the callback form's draft (form-enhancements.ts). */
export const CALLBACK_DRAFT_KEY = 'callback-draft';
