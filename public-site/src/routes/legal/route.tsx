import { useLoaderData, useOutletContext } from 'react-router-dom';
import { loadRetentionDays } from '../../data/public-data.ts';
import type { RootData } from '../../layout/root-loader.ts';
import { fillCopy } from '../../lib/business-profile.ts';
import type { RouteHead } from '../../seo/page-head.ts';
import type { PageModule } from '../route-module.ts';
import { COOKIE_POLICY, type LegalPage, PRIVACY_POLICY, TERMS_OF_SERVICE } from './content.ts';
import { LegalPageView } from './LegalPageView.tsx';

/**
 * One route module per legal document: the same view, its own text and description (filled like
 * the copy), and the values its text quotes from the API (`loadValues`), such as the retention
 * period.
 */
function legalPage(
  document: LegalPage,
  description: string,
  loadValues?: () => Promise<Record<string, string>>,
): PageModule {
  function Component() {
    const { profile, coverage } = useOutletContext<RootData>();
    const values = useLoaderData() as Record<string, string> | undefined;
    return (
      <LegalPageView profile={profile} document={document} values={values} coverage={coverage} />
    );
  }
  return {
    ...(loadValues ? { loader: loadValues } : {}),
    Component,
    head: (_data: unknown, root: RootData): RouteHead => ({
      title: `${document.title} | ${root.profile.name}`,
      description: fillCopy(description, root.profile),
    }),
  };
}

export const privacy = legalPage(
  PRIVACY_POLICY,
  'How we collect, use and protect the personal data you give us, including callback requests, how long we keep it and your rights under UK GDPR.',
  async () => ({ retentionDays: String(await loadRetentionDays()) }),
);
export const terms = legalPage(
  TERMS_OF_SERVICE,
  'The terms that apply to using our website and to our 24/7 towing and breakdown recovery services in {region}.',
);
export const cookies = legalPage(
  COOKIE_POLICY,
  'Our public website sets no cookies and uses no analytics or advertising technology. Read how browser storage is used, only in the staff admin console.',
);
