import { PRODUCT } from '@haulclub/shared';
import { Link } from 'react-router';

import { SITE } from '@/content/site';
import { cn } from '@/lib/cn';

/** Footer of every page; the copyright year is today's. */
export function SiteFooter({ className }: { className?: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className={cn('border-t bg-muted/60', className)}>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-foreground">
            © {year} {PRODUCT.name}
          </p>
          <p className="text-sm text-muted-foreground">{SITE.footerBlurb}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {SITE.footerLinks.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
