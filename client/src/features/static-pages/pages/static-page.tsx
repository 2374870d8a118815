/** The static pages of docs/product.md#screens: Terms, Privacy, Medical Disclaimer, Security and the Help Center. */
import { useEffect } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HelpCenter } from '../components/help-center';
import { LegalPage } from '../components/legal-page';
import { DISCLAIMER_LEAD, DISCLAIMER_SECTIONS } from '../content/medical-disclaimer';
import { PRIVACY_LEAD, PRIVACY_SECTIONS } from '../content/privacy';
import { SECURITY_LEAD, SECURITY_SECTIONS } from '../content/security';
import { TERMS_LEAD, TERMS_SECTIONS } from '../content/terms';

const TITLES = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  'medical-disclaimer': 'Medical Disclaimer',
  security: 'Security',
  help: 'Help Center',
} as const;

export type StaticPageSlug = keyof typeof TITLES;

const DOCUMENTS = {
  terms: { lead: TERMS_LEAD, sections: TERMS_SECTIONS },
  privacy: { lead: PRIVACY_LEAD, sections: PRIVACY_SECTIONS },
  'medical-disclaimer': { lead: DISCLAIMER_LEAD, sections: DISCLAIMER_SECTIONS },
  security: { lead: SECURITY_LEAD, sections: SECURITY_SECTIONS },
} as const;

export default function StaticPage({ slug }: { slug: StaticPageSlug }) {
  useDocumentTitle(TITLES[slug]);

  // A link to a section (/privacy#rights) arrives before the page has rendered: scroll once it has.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [slug]);

  if (slug === 'help') return <HelpCenter />;
  const doc = DOCUMENTS[slug];
  return <LegalPage title={TITLES[slug]} lead={doc.lead} sections={doc.sections} />;
}
