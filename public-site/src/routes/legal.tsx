import type { ComponentType } from 'react';
import {
  COOKIE_POLICY,
  type LegalPage,
  PRIVACY_POLICY,
  TERMS_OF_SERVICE,
} from '../content/legal.ts';
import { LegalPageView } from '../pages/legal/LegalPageView.tsx';
import type { RouteHead } from '../seo/page-head.ts';
import type { RootData } from './root-data.ts';
import type { PageModule } from './route-module.ts';

function PrivacyPolicy() {
  return <LegalPageView document={PRIVACY_POLICY} />;
}

function TermsOfService() {
  return <LegalPageView document={TERMS_OF_SERVICE} />;
}

function CookiePolicy() {
  return <LegalPageView document={COOKIE_POLICY} />;
}

function legalPage(Component: ComponentType, document: LegalPage, description: string): PageModule {
  return {
    Component,
    head: (_data: unknown, root: RootData): RouteHead => ({
      title: `${document.title} | ${root.profile.name}`,
      description,
    }),
  };
}

export const privacy = legalPage(
  PrivacyPolicy,
  PRIVACY_POLICY,
  'How we collect, use and protect the personal data you give us, including callback requests, how long we keep it and your rights under UK GDPR.',
);
export const terms = legalPage(
  TermsOfService,
  TERMS_OF_SERVICE,
  'The terms that apply to using our website and to our 24/7 towing and breakdown recovery services in Birmingham and the West Midlands.',
);
export const cookies = legalPage(
  CookiePolicy,
  COOKIE_POLICY,
  'Our public website sets no cookies and uses no analytics or advertising technology. Read how browser storage is used, only in the staff admin console.',
);
