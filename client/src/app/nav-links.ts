/** The nav bar's links for who is signed in. */
export interface NavLink {
  href: string;
  label: string;
}

export function linksFor(who: {
  isAuthenticated: boolean;
  isAdmin: boolean;
  isClinician?: boolean;
  doctorVerified?: boolean;
}): NavLink[] {
  if (!who.isAuthenticated) return [{ href: '/login', label: 'Login' }];
  const links = [
    { href: '/dashboard', label: 'Dashboard' },
    { href: '/today', label: 'Today' },
    { href: '/progress', label: 'Progress' },
    { href: '/biomarkers', label: 'Biomarkers' },
    { href: '/profile', label: 'Profile' },
  ];
  // Doctor Verified members write to their clinician (consultation messages).
  if (who.doctorVerified) links.push({ href: '/messages', label: 'Messages' });
  // Clinicians (a role an admin grants) work through their review queue.
  if (who.isClinician) links.push({ href: '/clinician', label: 'Reviews' });
  if (who.isAdmin) links.push({ href: '/admin', label: 'Admin' });
  return links;
}
