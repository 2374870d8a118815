import { Page } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

const TITLES = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  'medical-disclaimer': 'Medical Disclaimer',
  security: 'Security',
  help: 'Help Center',
} as const;

export type StaticPageSlug = keyof typeof TITLES;

export default function StaticPage({ slug }: { slug: StaticPageSlug }) {
  useDocumentTitle(TITLES[slug]);
  return <Page title={TITLES[slug]} />;
}
