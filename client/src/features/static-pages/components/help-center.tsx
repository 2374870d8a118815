import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { BookOpen, CreditCard, FlaskConical, LifeBuoy, Mail, Shield, type LucideIcon } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/accordion';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { FACTS } from '../content/facts';
import { HELP_LEAD, HELP_TOPICS } from '../content/help';
import { Prose } from './legal-page';

const ICONS: Record<string, LucideIcon> = {
  'getting-started': BookOpen,
  billing: CreditCard,
  'blood-tests': FlaskConical,
  technical: LifeBuoy,
  'account-privacy': Shield,
  contact: Mail,
};

/** The Help Center: six topics as an accordion (each a heading with a button that shows or hides its answers). */
/** The topic named in the address (/help#billing), if any. */
function topicInAddress(): string | undefined {
  const id = window.location.hash.slice(1);
  return HELP_TOPICS.some((t) => t.id === id) ? id : undefined;
}

export function HelpCenter() {
  // All topics start closed, as in the prerendered HTML; the one named in the address opens right after.
  const [open, setOpen] = useState<string[]>([]);

  // The topic in the address opens at once, and following a link to another topic (/help#contact) opens it too.
  useEffect(() => {
    const onHashChange = () => {
      const id = topicInAddress();
      if (!id) return;
      setOpen((current) => (current.includes(id) ? current : [...current, id]));
      document.getElementById(id)?.scrollIntoView();
    };
    onHashChange();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Help Center</h1>
        <Prose className="mt-4 text-lg leading-relaxed text-muted-foreground">{HELP_LEAD}</Prose>
      </header>

      <Accordion type="multiple" value={open} onValueChange={setOpen} className="mt-10">
        {HELP_TOPICS.map((topic) => {
          const Icon = ICONS[topic.id] ?? BookOpen;
          return (
            <AccordionItem key={topic.id} value={topic.id} id={topic.id} className="scroll-mt-24">
              <AccordionTrigger headingLevel={2}>
                <span className="flex items-center gap-4">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="flex flex-col gap-0.5">
                    <span>{topic.title}</span>
                    <span className="text-sm font-normal text-muted-foreground">{topic.summary}</span>
                  </span>
                </span>
              </AccordionTrigger>
              <AccordionContent className="pl-4 sm:pl-[4.75rem]">
                <div className="space-y-6">
                  {topic.questions.map(({ q, a }) => (
                    <div key={q}>
                      <h3 className="text-base font-semibold text-foreground">{q}</h3>
                      <Prose className="mt-1.5">{a}</Prose>
                    </div>
                  ))}
                </div>
              </AccordionContent>
            </AccordionItem>
          );
        })}
      </Accordion>

      <Card className="mt-10 flex flex-col items-start gap-4 bg-secondary/60 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold">Still need help?</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Send us a request. We reply within {FACTS.supportReplyHours} hours, and you find our answer in{' '}
            <Link href={FACTS.myRequestsPath} className="underline underline-offset-2">
              My requests
            </Link>
            . Cannot sign in? Email{' '}
            <a href={FACTS.supportMailto} className="break-all underline underline-offset-2">
              {FACTS.supportEmail}
            </a>
            .
          </p>
        </div>
        <Button asChild>
          <Link href={FACTS.contactFormPath}>
            <Mail aria-hidden="true" /> Contact Support
          </Link>
        </Button>
      </Card>
    </div>
  );
}
