import type { Location } from '@tow/contracts/location';
import { useLocation, useOutletContext } from 'react-router-dom';
import type { CoverageOutcome } from '../../data/coverage.ts';
import { Island } from '../../islands/Island.tsx';
import type { BusinessProfile } from '../../lib/business-profile.ts';
import { CoverageCheckIsland, type CoverageCheckProps } from './CoverageCheckIsland.tsx';
import { postcodeExample } from './postcode-example.ts';

/**
 * The coverage check as the server renders it: an island that wakes on the first touch, focus
 * or key inside it; until then (and without JavaScript) a GET form the page's server answers.
 */
export function CoverageCheck({
  phone,
  outcome,
  id = 'coverage-check',
  look = 'hero',
}: {
  phone: string;
  outcome: CoverageOutcome | null;
  id?: string;
  look?: CoverageCheckProps['look'];
}) {
  const { pathname } = useLocation();
  // Every page shows it under the layout, whose outlet context carries the profile and areas.
  const { profile, locations } = useOutletContext<{
    profile: BusinessProfile;
    locations: readonly Location[];
  }>();
  const example = postcodeExample(profile, locations);
  return (
    <Island
      name="coverage-check"
      component={CoverageCheckIsland}
      wake="interaction"
      props={{ phone, pathname, id, outcome, look, example }}
    />
  );
}
