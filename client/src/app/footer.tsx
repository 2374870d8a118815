import { PRODUCT_NAME, SUPPORT_EMAIL } from '@common/limits';
import { Link } from 'wouter';

const LINKS = [
  { href: '/terms', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/medical-disclaimer', label: 'Medical Disclaimer' },
  { href: '/security', label: 'Security' },
  { href: '/help', label: 'Help Center' },
];

export function Footer() {
  return (
    <footer className="border-t border-border bg-muted/50">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-2">
          <p className="font-bold text-primary">{PRODUCT_NAME}</p>
          <p className="text-sm text-muted-foreground">
            Personalised nutrition and training plans from your health profile and blood tests. Informational
            only; not a substitute for medical advice.
          </p>
          <p className="text-sm">
            Support:{' '}
            <a
              className="font-medium text-primary underline-offset-4 hover:underline"
              href={`mailto:${SUPPORT_EMAIL}`}
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-1 sm:grid-cols-3">
            {LINKS.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  className="inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-foreground"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="pb-8 text-center text-sm text-muted-foreground">
        © 2024 {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
