import { SUPPORT_REPLY_HOURS } from '@common/limits';
import { LifeBuoy } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { useMyTickets } from '../api/support-api';

/** The profile's way to support: how many requests are waiting, My requests and the contact form. */
export function SupportCard() {
  const tickets = useMyTickets();
  const waiting = tickets.data?.filter((t) => t.status === 'open').length ?? 0;
  const answered = tickets.data?.filter((t) => t.status === 'answered').length ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="size-5 text-primary" aria-hidden="true" /> Support
        </CardTitle>
        <CardDescription>Questions or problems? We reply within {SUPPORT_REPLY_HOURS} hours.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {tickets.data && tickets.data.length > 0 && (
          <p className="text-sm text-muted-foreground">
            {answered > 0 ? `${answered} answered` : 'No new answers'} · {waiting} waiting for a reply
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/support">My requests</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href="/support/new">Contact Support</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
