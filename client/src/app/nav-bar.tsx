import { Activity, Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/button';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { linksFor } from './nav-links';

/** The logout message when changes made on this device never reached the server: they are erased with it. */
function notSentMessage(notSent: readonly string[]): [title: string, description: string] {
  const one = notSent.length === 1;
  return [
    `${one ? '1 change' : `${notSent.length} changes`} could not be sent`,
    `${one ? 'It was' : 'They were'} removed from this device: ${notSent.join('; ')}.`,
  ];
}

export function NavBar() {
  const { user, isAuthenticated, isAdmin, isClinician, logout } = useAuth();
  const [location, navigate] = useLocation();
  // The menu is open for the route it was opened on, so choosing a link (a new route) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const setOpen = (value: boolean) => setOpenOn(value ? location : null);
  const menuId = useId();
  const links = linksFor({
    isAuthenticated,
    isAdmin,
    isClinician,
    doctorVerified: user?.doctorVerified ?? false,
  });

  async function onLogout() {
    setOpen(false);
    // Logs made offline go to the server while the session still works (loaded apart: see app.tsx).
    if (user) await import('@/lib/offline-sync').then((m) => m.sendBeforeLogout(user.id));
    // Leave the member-only screen first so nothing renders for a visitor in between.
    navigate('/');
    const { notSent } = await logout();
    if (notSent.length > 0) toast.info(...notSentMessage(notSent));
  }

  const linkClass = (href: string) =>
    cn(
      'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium transition-colors',
      location === href || location.startsWith(`${href}/`)
        ? 'bg-secondary text-secondary-foreground'
        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
    );

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link href="/" className="flex min-h-11 items-center gap-2 text-lg font-bold text-primary">
          <Activity className="size-6" aria-hidden="true" />
          VitalPlan
        </Link>

        <div className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              className={linkClass(l.href)}
              aria-current={location === l.href ? 'page' : undefined}
            >
              {l.label}
            </Link>
          ))}
          {isAuthenticated ? (
            <>
              {/* Beside five links the greeting would crowd the bar: shown from lg, long names truncated. */}
              <span
                className="hidden max-w-48 truncate px-3 text-sm text-muted-foreground lg:inline"
                title={user?.username}
              >
                Welcome, {user?.username}
              </span>
              <Button variant="outline" onClick={onLogout}>
                Logout
              </Button>
            </>
          ) : (
            <Button asChild>
              <Link href="/signup">Get Started</Link>
            </Button>
          )}
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen(!open)}
        >
          {open ? <X className="size-6" /> : <Menu className="size-6" />}
        </Button>
      </nav>

      {open && (
        <div id={menuId} className="border-t border-border bg-background px-4 pb-4 md:hidden">
          <div className="flex flex-col gap-1 pt-2">
            {isAuthenticated && (
              <p className="px-3 py-2 text-sm break-words text-muted-foreground">Welcome, {user?.username}</p>
            )}
            {links.map((l) => (
              <Link
                key={l.href}
                href={l.href}
                className={linkClass(l.href)}
                aria-current={location === l.href ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {l.label}
              </Link>
            ))}
            {isAuthenticated ? (
              <Button variant="outline" className="mt-2" onClick={onLogout}>
                Logout
              </Button>
            ) : (
              <Button asChild className="mt-2">
                <Link href="/signup" onClick={() => setOpen(false)}>
                  Get Started
                </Link>
              </Button>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
