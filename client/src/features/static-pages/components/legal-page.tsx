import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DocSection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A readable document page: the page's h1 and lead, an "On this page" index (a sticky side column on wide
 * screens), then the sections as h2s with comfortable line length and spacing.
 */
export function LegalPage({
  title,
  lead,
  sections,
  children,
}: {
  title: string;
  lead: ReactNode;
  sections: readonly DocSection[];
  /** Extra content after the sections. */
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <div className="mt-4 text-pretty text-lg leading-relaxed text-muted-foreground">{lead}</div>
      </header>
      <div className="mt-10 gap-12 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="On this page" className="mb-10 lg:mb-0">
          {/* Phones: a collapsed disclosure, so the text starts near the top. */}
          <details className="group rounded-(--radius-card) border border-border bg-muted/40 lg:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-(--radius-card) px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
              On this page
              <ChevronDown
                className="size-4 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <Contents sections={sections} className="px-4 pb-3" />
          </details>
          {/* Wide screens: always visible, beside the text. */}
          <div className="sticky top-24 hidden lg:block">
            <p className="text-sm font-semibold text-foreground">On this page</p>
            <Contents sections={sections} className="mt-2" />
          </div>
        </nav>
        <div className="max-w-3xl">
          {sections.map((s) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className="mt-10 scroll-mt-24 first:mt-0"
            >
              <h2 id={`${s.id}-title`} className="text-xl font-semibold tracking-tight sm:text-2xl">
                {s.title}
              </h2>
              <Prose className="mt-3">{s.body}</Prose>
            </section>
          ))}
          {children}
        </div>
      </div>
    </div>
  );
}

function Contents({ sections, className }: { sections: readonly DocSection[]; className?: string }) {
  return (
    <ol className={cn('grid gap-0.5 text-sm', className)}>
      {sections.map((s) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="inline-flex min-h-11 items-center rounded-md py-1 text-muted-foreground hover:text-primary"
          >
            {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Body text: paragraphs, lists and links styled for long reading. */
export function Prose({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'space-y-4 text-base leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
        className,
      )}
    >
      {children}
    </div>
  );
}
