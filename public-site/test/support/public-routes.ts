/** Every public page of the seeded site, as the spec lists them, plus one area page. */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/services',
  '/reviews',
  '/faq',
  '/promotions',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/areas/birmingham',
] as const;

/** Spec section 8, word for word. */
export const CALLBACK_SUCCESS = "Callback request submitted successfully! We'll contact you soon.";
